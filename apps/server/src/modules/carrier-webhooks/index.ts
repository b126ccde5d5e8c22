/** What carriers post to this server: Twilio's webhooks and the media links it fetches. */
export { twilioWebhookRoutes } from './twilio-webhooks.routes.ts';
export { TwilioWebhookService } from './twilio-webhooks.service.ts';
