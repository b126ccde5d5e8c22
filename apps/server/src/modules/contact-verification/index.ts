/** Captcha passes, the slider, SMS and email codes, saving verified contacts, the outbox. */
export { captchaGateRoutes } from './captcha-gates.routes.ts';
export { checkContactRoutes } from './check-contact.routes.ts';
export { codeRoutes } from './codes.routes.ts';
export { contactDetailRoutes } from './contact.routes.ts';
export { outboxRoutes } from './outbox.routes.ts';
export { createVerification, type VerificationServices } from './verification.services.ts';
