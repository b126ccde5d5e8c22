/** What carriers post to this server: Twilio's and Telnyx's webhooks and the media links they fetch. */
export { telnyxWebhookRoutes } from './telnyx-webhooks.routes.ts';
export { TelnyxWebhookService } from './telnyx-webhooks.service.ts';
export { twilioWebhookRoutes } from './twilio-webhooks.routes.ts';
export { TwilioWebhookService } from './twilio-webhooks.service.ts';
