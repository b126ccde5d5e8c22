import { z } from 'zod';
import { ConfigError } from './parse.ts';

/** PayPal's REST API (Orders v2) as the PayPal provider, instead of the sandbox's form page. */
export interface PaypalSettings {
  /** The REST app's client id: the user name of the OAuth2 client-credentials grant. */
  clientId: string;
  /** The REST app's secret: the grant's password; never logged. */
  clientSecret: string;
  /** The id PayPal gave the webhook registered for this server; every event is verified against it. */
  webhookId: string;
  /** Which of PayPal's APIs the credentials belong to. */
  environment: 'sandbox' | 'live';
  /** Where the API is reached instead of PayPal's: a local stand-in, outside production only. */
  apiBase: string | undefined;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of PayPal, as the server's env schema reads them. */
export const paypalEnvSchema = {
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_WEBHOOK_ID: optional,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).optional(),
  PAYPAL_API_BASE: optional,
};

/** The PayPal variables after parsing. */
export interface PaypalEnv {
  PAYPAL_CLIENT_ID: string | undefined;
  PAYPAL_CLIENT_SECRET: string | undefined;
  PAYPAL_WEBHOOK_ID: string | undefined;
  PAYPAL_ENVIRONMENT?: 'sandbox' | 'live' | undefined;
  PAYPAL_API_BASE: string | undefined;
}

/**
 * PayPal's settings, or undefined when none is set (PayPal then stays on the sandbox outside
 * production). Refused at start: some of the three credentials without the others (a half-done
 * setup would take payments it could never verify, or offer none unnoticed), and PAYPAL_API_BASE in
 * production or with credentials or a query in it.
 */
export function parsePaypal(e: PaypalEnv, production: boolean): PaypalSettings | undefined {
  const names = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;
  const missing = names.filter((name) => e[name] === undefined);
  if (missing.length === names.length) {
    const stray = (['PAYPAL_ENVIRONMENT', 'PAYPAL_API_BASE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without PAYPAL_CLIENT_ID`);
    return undefined;
  }
  if (missing.length > 0) throw new ConfigError(`PayPal needs ${missing.join(', ')} as well`);
  return {
    clientId: e.PAYPAL_CLIENT_ID as string,
    clientSecret: e.PAYPAL_CLIENT_SECRET as string,
    webhookId: e.PAYPAL_WEBHOOK_ID as string,
    // Live credentials in production; PayPal's own sandbox for a developer's sandbox app elsewhere.
    environment: e.PAYPAL_ENVIRONMENT ?? (production ? 'live' : 'sandbox'),
    apiBase: parseApiBase(e.PAYPAL_API_BASE, production),
  };
}

function parseApiBase(raw: string | undefined, production: boolean): string | undefined {
  if (raw === undefined) return undefined;
  // Real payments must reach PayPal itself, never a stand-in that answers whatever it is asked.
  if (production) throw new ConfigError('PAYPAL_API_BASE is for a local stand-in and refused in production');
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError('PAYPAL_API_BASE must be an http(s) URL without credentials or a query');
  }
  return raw.replace(/\/+$/, '');
}
