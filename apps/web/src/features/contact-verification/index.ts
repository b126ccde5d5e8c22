/** Public API of the verify feature: the verified modal (phone/email with code) and its host. */

export type { CaptchaNextApi } from './api.ts';
export { captchaPassFor } from './captchaPass.ts';
export { VerifiedModalHost } from './VerifiedModalHost.tsx';
export { closeVerifiedModal, openVerifiedModal } from './verifiedStore.ts';
