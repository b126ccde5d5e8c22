import type { Db } from '../../db/types.ts';
import {
  plainOperatorSecrets,
  plainSetupSecrets,
  replaceOperatorSecret,
  replaceSetupSecret,
} from './totp-secrets.repo.ts';
import type { TotpSecretBox } from './totp-secrets.ts';

/**
 * Seals every authenticator secret still stored plain, the operators' and the setup links'. A
 * migration cannot do it (it has no APP_SECRET), so each node runs this at start. Idempotent and safe
 * on several nodes at once: a row is rewritten only while it still holds the plain value read.
 */
export async function sealPlainSecrets(
  db: Db,
  box: TotpSecretBox,
): Promise<{ operators: number; links: number }> {
  let operators = 0;
  for (const { key, secret } of await plainOperatorSecrets(db)) {
    if (await replaceOperatorSecret(db, key, secret, box.seal(secret))) operators++;
  }
  let links = 0;
  for (const { key, secret } of await plainSetupSecrets(db)) {
    if (await replaceSetupSecret(db, key, secret, box.seal(secret))) links++;
  }
  return { operators, links };
}
