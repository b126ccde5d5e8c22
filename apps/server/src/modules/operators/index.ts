/** Console operators: sign-in with an authenticator, idle-ended sessions, setup links, the demo operators. */
export { describeDemoOperators, seedDemoOperators } from './demo-operators.ts';
export { OperatorSessionService } from './operator-sessions.service.ts';
export { operatorRoutes } from './operators.routes.ts';
export { OperatorService } from './operators.service.ts';
export { DEMO_OPERATOR_TOTP_SECRET } from './totp.ts';
