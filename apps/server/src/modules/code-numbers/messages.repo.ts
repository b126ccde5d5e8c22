import type { Selectable } from 'kysely';
import type { CodeMessagesTable, Executor } from '../../db/types.ts';

/** A text stored on a pool number for the rental holding it. */
export type CodeMessageRow = Selectable<CodeMessagesTable>;

/** Messages of one lock of a rental (received since it was locked), newest first. */
export function lockMessages(ex: Executor, rentalId: string, lockedAt: number): Promise<CodeMessageRow[]> {
  return ex
    .selectFrom('code_messages')
    .selectAll()
    .where('rental_id', '=', rentalId)
    .where('received_at', '>=', lockedAt)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** True when a message of this lock of the rental was already charged. */
export async function lockHasCharge(ex: Executor, rentalId: string, lockedAt: number): Promise<boolean> {
  const charged = await ex
    .selectFrom('code_messages')
    .select('id')
    .where('rental_id', '=', rentalId)
    .where('received_at', '>=', lockedAt)
    .where('charge', '>', 0)
    .executeTakeFirst();
  return charged !== undefined;
}

/** Stores a received text. */
export async function insertCodeMessage(ex: Executor, row: CodeMessageRow): Promise<void> {
  await ex.insertInto('code_messages').values(row).execute();
}
