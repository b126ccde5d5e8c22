/** Payment orders: the pay calls, provider webhooks and the sandbox's pages. */
export { paymentRoutes } from './payments.routes.ts';
export { PaymentService } from './payments.service.ts';
export { sandboxRoutes, webhookRoutes } from './payments.webhooks.ts';
