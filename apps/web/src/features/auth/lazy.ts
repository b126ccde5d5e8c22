/** The auth screen (sign-up, log-in, forgot password), downloaded only when a visitor is signed out. */
export const loadAuthScreen = () => import('./AuthScreen.tsx');
