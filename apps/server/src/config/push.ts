import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './parse.ts';

/** Web Push with VAPID: the server's key pair and the contact it gives push services. */
export interface PushSettings {
  /** The public key, URL-safe base64 (65 bytes, uncompressed P-256): browsers subscribe with it. */
  publicKey: string;
  /** The private key, URL-safe base64 (32 bytes); never sent, never logged. */
  privateKey: string;
  /** How a push service reaches the operator: a mailto: or https: address. */
  subject: string;
  /**
   * PEM certificates trusted for push services besides the system's (PUSH_EXTRA_CA_FILE): a push
   * service behind a private authority, or a local stand-in in tests.
   */
  extraCa?: string | undefined;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The environment variables of Web Push, as the server's env schema reads them. */
export const pushEnvSchema = {
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
  PUSH_EXTRA_CA_FILE: optional,
};

/** The Web Push variables after parsing. */
export interface PushEnv {
  VAPID_PUBLIC_KEY: string | undefined;
  VAPID_PRIVATE_KEY: string | undefined;
  VAPID_SUBJECT: string | undefined;
  PUSH_EXTRA_CA_FILE: string | undefined;
}

function readExtraCa(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError('PUSH_EXTRA_CA_FILE cannot be read');
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError('PUSH_EXTRA_CA_FILE must hold PEM certificates');
  }
  return pem;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (value: string) => Buffer.from(value, 'base64url').length;

/**
 * Web Push settings, or undefined when none of the three is set (the app then notifies open tabs
 * only). Refused at start: some set and not all, keys that are not P-256 keys in URL-safe base64
 * (`npx web-push generate-vapid-keys` prints a valid pair), a subject that is not mailto: or https:.
 */
export function parsePush(e: PushEnv): PushSettings | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = e;
  if (publicKey === undefined && privateKey === undefined && subject === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined || subject === undefined) {
    throw new ConfigError(
      'set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together, or none of them',
    );
  }
  if (!BASE64URL.test(publicKey) || bytesOf(publicKey) !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a P-256 public key in URL-safe base64 (65 bytes)');
  }
  // The value is not echoed: it is a secret.
  if (!BASE64URL.test(privateKey) || bytesOf(privateKey) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key in URL-safe base64 (32 bytes)');
  }
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https: address');
  }
  return { publicKey, privateKey, subject, extraCa: readExtraCa(e.PUSH_EXTRA_CA_FILE) };
}
