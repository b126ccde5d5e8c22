/** The sign-in screen: email and password, then the authenticator's code when the server asks for it. */
export { SignInScreen } from './SignInScreen.tsx';
