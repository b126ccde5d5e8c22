import type { FastifyInstance } from 'fastify';
import {
  type CarrierGateway,
  createCarrier,
  TelnyxCarrier,
  TwilioCarrier,
} from './adapters/carrier/index.ts';
import { webPushSender } from './adapters/push/web-push.ts';
import { createSpeechToText } from './adapters/speech/index.ts';
import type { Db } from './db/types.ts';
import type { AccountService } from './modules/accounts/index.ts';
import { TelnyxWebhookService, TwilioWebhookService } from './modules/carrier-webhooks/index.ts';
import type { LedgerService } from './modules/ledger/index.ts';
import type { MediaService } from './modules/media/index.ts';
import {
  CarrierEventService,
  ChatService,
  DeliveryService,
  SendService,
  VoicemailService,
} from './modules/messaging/index.ts';
import type { NumberService } from './modules/numbers/index.ts';
import { searchInventory } from './modules/numbers/index.ts';
import { PushService } from './modules/push/index.ts';
import type { RateService } from './modules/rates/index.ts';
import type { AccountEvents } from './realtime/account-events.ts';
import type { Realtime } from './realtime/index.ts';

/** The shared services the chats feature builds on. */
export interface MessagingBase {
  accounts: AccountService;
  numbers: NumberService;
  media: MediaService;
  ledger: LedgerService;
  rates: RateService;
  events: AccountEvents;
}

/** The chats feature's services. */
export interface MessagingServices {
  send: SendService;
  delivery: DeliveryService;
  /** The telephone network: sending and number search. */
  carrier: CarrierGateway;
  chats: ChatService;
  voicemail: VoicemailService;
  /** What the carrier reports after a hand-over: statuses (and refunds), late voicemail transcripts. */
  carrierEvents: CarrierEventService;
  /** Web Push of new messages to the account's browsers. */
  push: PushService;
  /** When Twilio is the carrier: it, and what its webhooks do. */
  twilio?: { carrier: TwilioCarrier; webhooks: TwilioWebhookService };
  /** When Telnyx is the carrier: it, and what its webhooks do. */
  telnyx?: { carrier: TelnyxCarrier; webhooks: TelnyxWebhookService };
}

/** Creates the chats feature's services; its socket handlers are registered by the app. */
export function createMessaging(
  app: FastifyInstance,
  db: Db,
  base: MessagingBase,
  realtime: Realtime,
): MessagingServices {
  const { accounts, numbers, media, ledger, rates } = base;
  // A number of the inventory is delivered in-process; whether an account owns it is decided when
  // the message is stored, inside that transaction.
  const carrier = createCarrier(
    app.config,
    (full) => numbers.isServiceNumber(full),
    (query) => searchInventory(db, query),
  );
  const timing = app.config.dispatch;
  // SQLite has one writer: one batch at a time, the next one forming meanwhile. PostgreSQL commits
  // batches of different accounts side by side.
  const batching = { maxBatch: 64, maxInFlight: app.dialect === 'sqlite' ? 1 : 4, windowMs: 0 };
  const speech = createSpeechToText(
    { api: app.config.speechApi, modelPath: app.config.speechModelPath },
    app.log,
  );
  const voicemail = new VoicemailService({ db, media, speech, events: base.events, log: app.log });
  const carrierEvents = new CarrierEventService({ db, ledger, events: base.events });
  const settings = app.config.push;
  const push = new PushService({
    db,
    sender: settings === undefined ? undefined : webPushSender(settings),
    publicKey: settings?.publicKey ?? null,
    log: app.log,
  });
  const delivery = new DeliveryService(
    { db, numbers, media, carrier, realtime, log: app.log, timing, voicemail, carrierEvents, push },
    batching,
  );
  const send = new SendService({ db, accounts, ledger, numbers, rates, media }, batching);
  // Sends and deliveries already taken in are stored before the database closes.
  app.addHook('preClose', async () => {
    await send.drain();
    await delivery.drain();
  });
  // What either carrier's webhooks need besides the carrier itself.
  const webhookDeps = {
    numbers,
    media,
    delivery,
    carrierEvents,
    appSecret: app.config.appSecret,
    log: app.log,
  };
  const twilio =
    carrier instanceof TwilioCarrier
      ? { carrier, webhooks: new TwilioWebhookService({ carrier, ...webhookDeps }) }
      : undefined;
  const telnyx =
    carrier instanceof TelnyxCarrier
      ? { carrier, webhooks: new TelnyxWebhookService({ carrier, ...webhookDeps }) }
      : undefined;
  const chats = new ChatService(db);
  return { send, delivery, carrier, carrierEvents, chats, voicemail, push, twilio, telnyx };
}
