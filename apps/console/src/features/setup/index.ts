/** The page of a one-time setup link: password, authenticator (QR and secret), a confirming code. */
export { SetupScreen } from './SetupScreen.tsx';
