import {
  chatKey,
  formatFullNumber,
  type PushMessage,
  type PushSettingsData,
  type PushSubscriptionBody,
  type UiLanguage,
  uiLanguages,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSender } from '../../adapters/push/web-push.ts';
import type { Db, MessageRow } from '../../db/types.ts';
import * as repo from './push.repo.ts';
import { PUSH_TEXTS } from './push.texts.ts';

/** Longest message text a notification carries (a push payload holds about 4 KB). */
const MAX_BODY_LENGTH = 200;

/** What the push service needs. */
export interface PushDeps {
  db: Db;
  /** Undefined when the server sends no Web Push (VAPID_* not set). */
  sender: PushSender | undefined;
  /** The VAPID public key browsers subscribe with; null without a sender. */
  publicKey: string | null;
  log: FastifyBaseLogger;
}

const languageOf = (value: string): UiLanguage =>
  (uiLanguages as readonly string[]).includes(value) ? (value as UiLanguage) : 'en';

/** What a new message's notification says, in the language of the session that subscribed. */
export function pushMessageOf(row: MessageRow, language: UiLanguage): PushMessage {
  const texts = PUSH_TEXTS[language];
  const text = row.text.trim();
  const body =
    row.type === 'voicemail' ? texts.voicemail : text !== '' ? text : row.media !== '' ? texts.picture : '';
  return {
    key: chatKey(row.own_full, row.other_full),
    title: formatFullNumber(row.other_full, row.other_tel_code),
    body: body.length > MAX_BODY_LENGTH ? `${body.slice(0, MAX_BODY_LENGTH - 1)}…` : body,
  };
}

/**
 * Web Push for new messages: browsers subscribe per session, and each new incoming message is pushed
 * to the account's live sessions' browsers (the service worker shows it when no tab of the app is
 * in view). Never for a verification code, a blocked number's hidden message or a muted conversation,
 * as the open tabs do.
 */
export class PushService {
  constructor(private readonly deps: PushDeps) {}

  settings(): PushSettingsData {
    return { publicKey: this.deps.sender === undefined ? null : this.deps.publicKey };
  }

  async save(
    session: { accountId: string; sessionId: string },
    body: PushSubscriptionBody,
    language: UiLanguage,
  ): Promise<void> {
    await repo.saveSubscription(this.deps.db, {
      endpoint: body.endpoint,
      accountId: session.accountId,
      sessionId: session.sessionId,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      language,
      now: Date.now(),
    });
  }

  async remove(accountId: string, endpoint: string): Promise<void> {
    await repo.deleteSubscription(this.deps.db, accountId, endpoint);
  }

  /** Pushes a stored incoming message to the account's browsers; failures are logged, never thrown. */
  async newMessage(row: MessageRow): Promise<void> {
    const { sender, db, log } = this.deps;
    if (sender === undefined || row.direction !== 'in' || row.deleted_at !== null) return;
    if (row.type === 'verificationCode') return;
    try {
      const key = { accountId: row.account_id, ownFull: row.own_full, otherFull: row.other_full };
      if (await repo.isMuted(db, key)) return;
      const targets = await repo.liveSubscriptions(db, row.account_id, Date.now());
      await Promise.all(
        targets.map(async (target) => {
          const payload = JSON.stringify(pushMessageOf(row, languageOf(target.language)));
          try {
            if ((await sender.send(target, payload)) === 'gone')
              await repo.forgetEndpoint(db, target.endpoint);
          } catch (error) {
            // The endpoint is a secret of the browser's: only its push service is named.
            log.warn({ err: error, pushService: new URL(target.endpoint).host }, 'web push failed');
          }
        }),
      );
    } catch (error) {
      log.warn({ err: error }, 'web push of a new message failed');
    }
  }
}
