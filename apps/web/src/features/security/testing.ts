/** What tests outside the security feature read of it: the own-number list the delete-account dialog names. */
export { useOwnNumberList } from './api.ts';
