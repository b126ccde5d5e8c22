import { CONSOLE_TOTP_DIGITS, CONSOLE_TOTP_ISSUER, CONSOLE_TOTP_PERIOD_SECONDS } from '@switchboard/protocol';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The demo operators' authenticator secret (base32, 20 bytes), outside production only: tests and
 * the end-to-end suite compute their codes from it with otplib.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'SWITCHBOARDCONSOLEDEMOTOTPSECRET';

/** Seconds of clock drift between a phone and the server that a code survives (one step either way). */
const DRIFT_SECONDS = CONSOLE_TOTP_PERIOD_SECONDS;

const CODE_PATTERN = new RegExp(`^\\d{${CONSOLE_TOTP_DIGITS}}$`);

/** A new random secret (base32, 20 bytes) for an operator's authenticator. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` link an authenticator app reads from a QR code. */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({
    issuer: CONSOLE_TOTP_ISSUER,
    label: email,
    secret,
    digits: CONSOLE_TOTP_DIGITS,
    period: CONSOLE_TOTP_PERIOD_SECONDS,
  });
}

/**
 * The time step a code stands for when it is right for the secret now (one step of drift either
 * way) and later than `afterStep`, the step of the last code accepted: a code never works twice.
 * Undefined when the code is wrong, malformed or already used.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    digits: CONSOLE_TOTP_DIGITS,
    period: CONSOLE_TOTP_PERIOD_SECONDS,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
