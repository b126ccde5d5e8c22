/** Chats: the HTTP calls, the socket's send, and the services behind them. */
export { CarrierEventService } from './carrier-events.service.ts';
export { ChatService } from './chats.service.ts';
export { DeliveryService } from './delivery.service.ts';
export { messagingRoutes } from './messaging.routes.ts';
export { registerMessagingSocket } from './messaging.socket.ts';
export { SendService } from './send.service.ts';
export { VoicemailService } from './voicemail.service.ts';
