import { z } from 'zod';
import { ConfigError } from './parse.ts';

/** A BTCPay Server store reached through its Greenfield API: the crypto checkouts and wallet quotes. */
export interface BtcpaySettings {
  /** The BTCPay Server's address, without a trailing slash. */
  url: string;
  /** A Greenfield API key of the store (sent as `Authorization: token <key>`); never logged. */
  apiKey: string;
  storeId: string;
  /** The secret of the store's webhook: BTCPay signs every delivery's body with it; never logged. */
  webhookSecret: string;
  /** How long one request may take; BTCPAY_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of BTCPay, as the server's env schema reads them. */
export const btcpayEnvSchema = {
  BTCPAY_URL: optional,
  BTCPAY_API_KEY: optional,
  BTCPAY_STORE_ID: optional,
  BTCPAY_WEBHOOK_SECRET: optional,
};

/** The BTCPay variables after parsing. */
export interface BtcpayEnv {
  BTCPAY_URL: string | undefined;
  BTCPAY_API_KEY: string | undefined;
  BTCPAY_STORE_ID: string | undefined;
  BTCPAY_WEBHOOK_SECRET: string | undefined;
}

/**
 * BTCPay's settings, or undefined when none is set (crypto then stays on the sandbox outside
 * production). Some of the four without the others is refused at start: a half-done setup would
 * open invoices whose webhooks it could never verify, or take none unnoticed.
 */
export function parseBtcpay(e: BtcpayEnv): BtcpaySettings | undefined {
  const names = ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET'] as const;
  const missing = names.filter((name) => e[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) throw new ConfigError(`BTCPay needs ${missing.join(', ')} as well`);
  const raw = e.BTCPAY_URL as string;
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError('BTCPAY_URL must be an http(s) URL without credentials or a query');
  }
  if (!/^[A-Za-z0-9]+$/.test(e.BTCPAY_STORE_ID as string)) {
    throw new ConfigError('BTCPAY_STORE_ID must be the store id BTCPay shows (letters and digits)');
  }
  return {
    url: raw.replace(/\/+$/, ''),
    apiKey: e.BTCPAY_API_KEY as string,
    storeId: e.BTCPAY_STORE_ID as string,
    webhookSecret: e.BTCPAY_WEBHOOK_SECRET as string,
  };
}
