import type { Kysely } from 'kysely';

/**
 * The language a voicemail's stored transcript was made in: '' for automatic detection (on arrival,
 * or the carrier's), a locale such as fr-FR when the user picked one. Asking in another language
 * transcribes again; null for transcripts stored before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('stt_language', 'text').execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('stt_language').execute();
}
