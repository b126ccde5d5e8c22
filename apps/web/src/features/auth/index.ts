/** Public API of the auth feature: the logout confirmation the shell and the account tab open. */
export { LogoutDialog } from './LogoutDialog.tsx';
