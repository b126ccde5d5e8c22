export * from './api.ts';
export * from './codeSession.ts';
export * from './dialogStore.ts';
export { VerificationDialogs } from './dialogs.tsx';
export * from './recentApps.ts';
