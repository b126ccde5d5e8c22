import { randomBytes } from 'node:crypto';
import { CONSOLE_SETUP_PAGE_PATH, CONSOLE_SETUP_TOKEN_PARAM } from '@switchboard/protocol';
import type { Config } from '../../config/index.ts';
import type { Executor } from '../../db/types.ts';
import { hashToken } from '../sessions/index.ts';
import { insertSetupToken, retireSetupTokens } from './operators.repo.ts';
import { newTotpSecret } from './totp.ts';
import type { TotpSecretBox } from './totp-secrets.ts';

/** A setup link works once, within a day of being issued. */
export const SETUP_LINK_LIFETIME_MS = 24 * 3_600_000;

const SETUP_TOKEN_BYTES = 32;

/** What decides where setup links point. */
export type OriginConfig = Pick<Config, 'env' | 'port' | 'publicUrl' | 'consoleHost'>;

/**
 * Where setup links point: the console's own host when CONSOLE_HOST is set (the console answers
 * nowhere else), with PUBLIC_URL's scheme (https in production without one); else PUBLIC_URL, else
 * this machine.
 */
export function consoleOrigin(config: OriginConfig): string {
  if (config.consoleHost !== undefined) {
    const scheme =
      config.publicUrl !== undefined
        ? new URL(config.publicUrl).protocol
        : config.env === 'production'
          ? 'https:'
          : 'http:';
    return `${scheme}//${config.consoleHost}`;
  }
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * A new one-time setup link for an operator, its offered secret stored sealed; the operator's older
 * links stop working.
 */
export async function issueSetupLink(
  ex: Executor,
  operatorId: string,
  { origin, box }: { origin: string; box: TotpSecretBox },
): Promise<string> {
  const token = randomBytes(SETUP_TOKEN_BYTES).toString('base64url');
  const now = Date.now();
  await retireSetupTokens(ex, operatorId, now);
  await insertSetupToken(ex, {
    token_hash: hashToken(token),
    operator_id: operatorId,
    totp_secret: box.seal(newTotpSecret()),
    created_at: now,
    expires_at: now + SETUP_LINK_LIFETIME_MS,
    used_at: null,
  });
  const query = new URLSearchParams({ [CONSOLE_SETUP_TOKEN_PARAM]: token });
  return `${origin}${CONSOLE_SETUP_PAGE_PATH}?${query}`;
}
