import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './types.ts';

/** How long a connection, the greeting and an idle socket may take before a send fails. */
export const SMTP_TIMEOUT_MS = 10_000;

const TIMEOUT_OPTIONS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout'] as const;

/**
 * The connection URL with the timeouts added unless the URL sets them. nodemailer reads a URL's
 * query as transport options, and ignores every other option when it is given a URL, so this is
 * where the timeouts have to go.
 */
export function smtpTransportUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://[user:password@]host[:port] or smtps://…)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (url.hostname === '') throw new Error('SMTP_URL has no host');
  for (const option of TIMEOUT_OPTIONS) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SMTP_TIMEOUT_MS));
  }
  return url.toString();
}

/**
 * Sends plain-text mail through an SMTP server: smtp:// (STARTTLS when the server offers it) or
 * smtps:// (TLS from the start), with optional user:password. Each send opens its own connection;
 * a refused or unreachable server makes send reject within the timeouts.
 */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(options: { smtpUrl: string; from: string }) {
    this.transport = nodemailer.createTransport(smtpTransportUrl(options.smtpUrl), { from: options.from });
  }

  /** Hands the mail to the SMTP server; rejects when the server does not accept it. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
  }
}
