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

/** Telnyx as the carrier: its API key, the key its webhooks are verified with, and its messaging profile. */
export interface TelnyxSettings {
  kind: 'telnyx';
  /** The API v2 key (Bearer token); never logged. */
  apiKey: string;
  /** The account's Ed25519 public key (base64, 32 bytes), which every webhook signature is checked against. */
  publicKey: string;
  /** The messaging profile numbers are bought into and messages are sent with. */
  messagingProfileId: string;
  /** Where API v2 is reached instead of api.telnyx.com: a local stand-in, outside production only. */
  apiBase: string | undefined;
  /** PUBLIC_URL: the webhook address each message names is built from it. */
  publicUrl: string;
}

/** Which carrier the server talks to: the embedded one (offline), Twilio or Telnyx. */
export type CarrierSettings = { kind: 'embedded' } | TwilioSettings | TelnyxSettings;

/** The carriers CARRIER may name. */
const CARRIER_KINDS = ['embedded', 'twilio', 'telnyx'] as const;

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of the carrier, as the server's env schema reads them. */
export const carrierEnvSchema = {
  CARRIER: z.enum(CARRIER_KINDS).default('embedded'),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_API_BASE: optional,
  TELNYX_API_KEY: optional,
  TELNYX_PUBLIC_KEY: optional,
  TELNYX_MESSAGING_PROFILE_ID: optional,
  TELNYX_API_BASE: optional,
};

/** The carrier variables after parsing. */
export interface CarrierEnv {
  CARRIER: (typeof CARRIER_KINDS)[number];
  TWILIO_ACCOUNT_SID: string | undefined;
  TWILIO_AUTH_TOKEN: string | undefined;
  TWILIO_API_BASE: string | undefined;
  TELNYX_API_KEY: string | undefined;
  TELNYX_PUBLIC_KEY: string | undefined;
  TELNYX_MESSAGING_PROFILE_ID: string | undefined;
  TELNYX_API_BASE: string | undefined;
}

/** The variables of each carrier other than the embedded one; set while another is chosen, they are refused. */
const CARRIER_VARIABLES = {
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_API_BASE'],
  telnyx: ['TELNYX_API_KEY', 'TELNYX_PUBLIC_KEY', 'TELNYX_MESSAGING_PROFILE_ID', 'TELNYX_API_BASE'],
} as const;

/** Telnyx's messaging profile ids are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Length of an Ed25519 public key. */
const ED25519_PUBLIC_KEY_BYTES = 32;

/**
 * The carrier of the configuration. Refused at start: Twilio without its account, token or
 * PUBLIC_URL (Twilio signs what it posts over the public address, so nothing could be verified),
 * Telnyx without its API key, public key, messaging profile or PUBLIC_URL, settings of a carrier
 * while another is chosen (a half-done switch would send nothing through it unnoticed), and an API
 * base (TWILIO_API_BASE, TELNYX_API_BASE) in production or with credentials or a query in it.
 */
export function parseCarrier(
  e: CarrierEnv,
  context: { publicUrl: string | undefined; production: boolean },
): CarrierSettings {
  for (const [kind, names] of Object.entries(CARRIER_VARIABLES)) {
    if (kind === e.CARRIER) continue;
    const stray = names.filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without CARRIER=${kind}`);
  }
  if (e.CARRIER === 'telnyx') return parseTelnyx(e, context);
  if (e.CARRIER !== 'twilio') return { kind: 'embedded' };
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
    apiBase: parseApiBase('TWILIO_API_BASE', e.TWILIO_API_BASE, context.production),
    publicUrl: context.publicUrl,
  };
}

/** Telnyx's settings; the key values are never echoed in a refusal, as they are secrets or near it. */
function parseTelnyx(
  e: CarrierEnv,
  context: { publicUrl: string | undefined; production: boolean },
): TelnyxSettings {
  if (e.TELNYX_API_KEY === undefined) throw new ConfigError('CARRIER=telnyx needs TELNYX_API_KEY');
  if (e.TELNYX_PUBLIC_KEY === undefined || !isEd25519PublicKey(e.TELNYX_PUBLIC_KEY)) {
    throw new ConfigError(
      'CARRIER=telnyx needs TELNYX_PUBLIC_KEY, the base64 Ed25519 public key shown in Telnyx’s portal',
    );
  }
  if (e.TELNYX_MESSAGING_PROFILE_ID === undefined || !UUID.test(e.TELNYX_MESSAGING_PROFILE_ID)) {
    throw new ConfigError('CARRIER=telnyx needs TELNYX_MESSAGING_PROFILE_ID, the messaging profile’s UUID');
  }
  if (context.publicUrl === undefined) {
    throw new ConfigError('CARRIER=telnyx needs PUBLIC_URL, the address Telnyx posts its webhooks to');
  }
  return {
    kind: 'telnyx',
    apiKey: e.TELNYX_API_KEY,
    publicKey: e.TELNYX_PUBLIC_KEY,
    messagingProfileId: e.TELNYX_MESSAGING_PROFILE_ID,
    apiBase: parseApiBase('TELNYX_API_BASE', e.TELNYX_API_BASE, context.production),
    publicUrl: context.publicUrl,
  };
}

/** Whether a value is strict, padded base64 of 32 bytes, as the webhook verifier will read it. */
function isEd25519PublicKey(value: string): boolean {
  return (
    /^[A-Za-z0-9+/]+={0,2}$/.test(value) &&
    value.length % 4 === 0 &&
    Buffer.from(value, 'base64').byteLength === ED25519_PUBLIC_KEY_BYTES
  );
}

function parseApiBase(name: string, raw: string | undefined, production: boolean): string | undefined {
  if (raw === undefined) return undefined;
  if (production) throw new ConfigError(`${name} is for a local stand-in and refused in production`);
  const url = /^https?:\/\//i.test(raw) && URL.canParse(raw) ? new URL(raw) : undefined;
  // The value is not echoed: a URL with user:password in it would put a secret in the message.
  if (url === undefined || url.username !== '' || url.password !== '' || url.search !== '') {
    throw new ConfigError(`${name} must be an http(s) URL without credentials or a query`);
  }
  return raw.replace(/\/+$/, '');
}
