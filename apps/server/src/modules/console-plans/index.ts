/** The console's number plans: every brand's plans and prices (plan_prices), and editing one. */

export { consolePlanRoutes } from './plans.routes.ts';
export { ConsolePlanService } from './plans.service.ts';
