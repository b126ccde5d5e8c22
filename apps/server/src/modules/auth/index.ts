/** Signing in, out and up, token refresh, the login guard and the password reset. */
export { authRoutes } from './auth.routes.ts';
export { AuthService } from './auth.service.ts';
export { LoginGuard } from './login-guard.service.ts';
export { PasswordResetService } from './password-reset.service.ts';
