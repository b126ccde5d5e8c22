import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/types.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';
import type { Mailer } from './types.ts';

export * from './outbox.ts';
export * from './smtp.ts';
export * from './types.ts';

/**
 * The mailer of the configuration: SMTP when SMTP_URL is set (from MAIL_FROM), the simulator
 * outbox otherwise. A malformed SMTP_URL throws, so the server refuses to start.
 */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.mail.smtpUrl !== undefined) {
    return new SmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  }
  return new OutboxMailer(db);
}
