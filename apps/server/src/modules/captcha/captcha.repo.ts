import type { Executor } from '../../db/types.ts';

/** Stores (or replaces, when the client asks again for the same id) a captcha's answer hash. */
export async function upsertCaptcha(
  ex: Executor,
  row: { id: string; answerHash: string; expiresAt: number; now: number },
): Promise<void> {
  await ex
    .insertInto('captchas')
    .values({ id: row.id, answer_hash: row.answerHash, expires_at: row.expiresAt, created_at: row.now })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ answer_hash: row.answerHash, expires_at: row.expiresAt, created_at: row.now }),
    )
    .execute();
}

/** Deletes a captcha and returns what it held: deleting first makes every captcha single-use across nodes. */
export async function takeCaptcha(
  ex: Executor,
  id: string,
): Promise<{ answerHash: string; expiresAt: number } | undefined> {
  const row = await ex
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  return row === undefined ? undefined : { answerHash: row.answer_hash, expiresAt: Number(row.expires_at) };
}

/** Deletes captchas that expired before `now`. */
export async function deleteExpiredCaptchas(ex: Executor, now: number): Promise<number> {
  const result = await ex.deleteFrom('captchas').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
