import type { Executor } from '../../db/types.ts';

/** A stored authenticator secret that is not sealed yet, with what identifies its row. */
export interface PlainSecret {
  key: string;
  secret: string;
}

/** Operators whose authenticator secret is stored plain (written before sealing existed). */
export async function plainOperatorSecrets(ex: Executor): Promise<PlainSecret[]> {
  const rows = await ex
    .selectFrom('operators')
    .select(['id as key', 'totp_secret as secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', 'v1:%')
    .execute();
  return rows.flatMap((row) => (row.secret === null ? [] : [{ key: row.key, secret: row.secret }]));
}

/** Setup links whose offered secret is stored plain. */
export async function plainSetupSecrets(ex: Executor): Promise<PlainSecret[]> {
  return ex
    .selectFrom('operator_setup_tokens')
    .select(['token_hash as key', 'totp_secret as secret'])
    .where('totp_secret', 'not like', 'v1:%')
    .execute();
}

/**
 * Replaces an operator's stored secret, only if it still is `from` (a setup or another node may have
 * changed it meanwhile); false when it was not.
 */
export async function replaceOperatorSecret(
  ex: Executor,
  id: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await ex
    .updateTable('operators')
    .set({ totp_secret: to })
    .where('id', '=', id)
    .where('totp_secret', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces a setup link's stored secret, only if it still is `from`. */
export async function replaceSetupSecret(
  ex: Executor,
  tokenHash: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await ex
    .updateTable('operator_setup_tokens')
    .set({ totp_secret: to })
    .where('token_hash', '=', tokenHash)
    .where('totp_secret', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
