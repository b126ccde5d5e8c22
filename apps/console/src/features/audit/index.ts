/** The audit log: every operator action, searchable, newest first, paged. */
export { AuditScreen } from './AuditScreen.tsx';
