/** Opaque session tokens. */
export { SessionService } from './sessions.service.ts';
