/** Payment orders: the pay calls, provider webhooks, PayPal's return and the sandbox's pages. */
export { BtcpaySettlement } from './btcpay.settlement.ts';
export { btcpayWebhookRoutes } from './btcpay.webhooks.ts';
export { paymentRoutes } from './payments.routes.ts';
export { PaymentService } from './payments.service.ts';
export { sandboxRoutes, webhookRoutes } from './payments.webhooks.ts';
export { PaypalReturnService, paypalReturnRoutes } from './paypal-return.ts';
