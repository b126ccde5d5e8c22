import type { Executor, VerificationPassesTable } from '../../db/types.ts';

/** What a pass proves. */
export type PassKind = VerificationPassesTable['kind'];

/** Stores a pass (replacing one with the same id, so confirming a captcha twice leaves one pass). */
export async function insertPass(ex: Executor, row: VerificationPassesTable): Promise<void> {
  await ex
    .insertInto('verification_passes')
    .values(row)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        kind: row.kind,
        api: row.api,
        ip: row.ip,
        expires_at: row.expires_at,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** Deletes a live pass for a call and tells whether it existed: deleting makes it single-use. */
export async function takePass(
  ex: Executor,
  pass: { id: string; kind: PassKind; api: string; now: number; ip?: string },
): Promise<boolean> {
  let query = ex
    .deleteFrom('verification_passes')
    .where('id', '=', pass.id)
    .where('kind', '=', pass.kind)
    .where('api', '=', pass.api)
    .where('expires_at', '>', pass.now);
  if (pass.ip !== undefined) query = query.where('ip', '=', pass.ip);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Stores an issued slider puzzle. */
export async function insertPuzzle(
  ex: Executor,
  row: { id: string; gapX: number; expiresAt: number; now: number },
): Promise<void> {
  await ex
    .insertInto('slider_puzzles')
    .values({ id: row.id, gap_x: row.gapX, expires_at: row.expiresAt, created_at: row.now })
    .execute();
}

/** Deletes a puzzle and returns it: one guess per puzzle, whatever the guess. */
export async function takePuzzle(
  ex: Executor,
  id: string,
): Promise<{ gapX: number; expiresAt: number } | undefined> {
  const row = await ex
    .deleteFrom('slider_puzzles')
    .where('id', '=', id)
    .returning(['gap_x', 'expires_at'])
    .executeTakeFirst();
  return row === undefined ? undefined : { gapX: Number(row.gap_x), expiresAt: Number(row.expires_at) };
}

/** Deletes expired passes and puzzles. */
export async function pruneExpired(ex: Executor, now: number): Promise<number> {
  const passes = await ex.deleteFrom('verification_passes').where('expires_at', '<', now).executeTakeFirst();
  const puzzles = await ex.deleteFrom('slider_puzzles').where('expires_at', '<', now).executeTakeFirst();
  return Number(passes.numDeletedRows) + Number(puzzles.numDeletedRows);
}
