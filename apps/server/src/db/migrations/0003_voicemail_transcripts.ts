import type { Kysely } from 'kysely';

/**
 * A carrier's transcript is kept apart from `stt`: the spec shows a transcript only after the user
 * asks for speech-to-text, so `stt` is filled on that request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('carrier_transcript', 'text').execute();
}

/** Drops the column again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('carrier_transcript').execute();
}
