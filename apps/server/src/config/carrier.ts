import { z } from 'zod';
import { ConfigError } from './parse.ts';

/** Twilio as the carrier: its account, and the address Twilio reaches this server at. */
export interface TwilioSettings {
  kind: 'twilio';
  /** The account SID (AC…), also the user name of the REST API's basic auth. */
  accountSid: string;
  /** The auth token: the REST API's password and the key of every webhook signature. */
  authToken: string;
  /** Where the REST API is reached instead of api.twilio.com: a local stand-in, outside production only. */
  apiBase: string | undefined;
  /** PUBLIC_URL: webhooks are signed over it and callbacks and media links are built from it. */
  publicUrl: string;
}

/** Which carrier the server talks to: the embedded one (offline), or Twilio. */
export type CarrierSettings = { kind: 'embedded' } | TwilioSettings;

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of the carrier, as the server's env schema reads them. */
export const carrierEnvSchema = {
  CARRIER: z.enum(['embedded', 'twilio']).default('embedded'),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_API_BASE: optional,
};

/** The carrier variables after parsing. */
export interface CarrierEnv {
  CARRIER: 'embedded' | 'twilio';
  TWILIO_ACCOUNT_SID: string | undefined;
  TWILIO_AUTH_TOKEN: string | undefined;
  TWILIO_API_BASE: string | undefined;
}

/**
 * The carrier of the configuration. Refused at start: Twilio without its account, token or
 * PUBLIC_URL (Twilio signs what it posts over the public address, so nothing could be verified),
 * Twilio settings while another carrier is chosen (a half-done switch would send nothing through
 * Twilio unnoticed), and TWILIO_API_BASE in production or with credentials or a query in it.
 */
export function parseCarrier(
  e: CarrierEnv,
  context: { publicUrl: string | undefined; production: boolean },
): CarrierSettings {
  if (e.CARRIER !== 'twilio') {
    const stray = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_API_BASE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without CARRIER=twilio`);
    return { kind: 'embedded' };
  }
  if (e.TWILIO_ACCOUNT_SID === undefined || !/^AC[0-9a-fA-F]{32}$/.test(e.TWILIO_ACCOUNT_SID)) {
    throw new ConfigError('CARRIER=twilio needs TWILIO_ACCOUNT_SID (AC followed by 32 hex digits)');
  }
  if (e.TWILIO_AUTH_TOKEN === undefined) throw new ConfigError('CARRIER=twilio needs TWILIO_AUTH_TOKEN');
  if (context.publicUrl === undefined) {
    throw new ConfigError('CARRIER=twilio needs PUBLIC_URL, the address Twilio posts its webhooks to');
  }
  return {
    kind: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    apiBase: parseApiBase(e.TWILIO_API_BASE, context.production),
    publicUrl: context.publicUrl,
  };
}

function parseApiBase(raw: string | undefined, production: boolean): string | undefined {
  if (raw === undefined) return undefined;
  if (production) throw new ConfigError('TWILIO_API_BASE is for a local stand-in and refused in production');
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError('TWILIO_API_BASE must be an http(s) URL without credentials or a query');
  }
  return raw.replace(/\/+$/, '');
}
