import type { ImportFailure, ImportRow } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import type { CountryCode } from 'libphonenumber-js';
import { ApiError } from '../../../lib/api/errors.ts';
import { importContactBatch } from '../api/contactsApi.ts';
import { type Contact, contactFromEntry } from '../state/addressBook.ts';
import { putContacts } from '../state/contactsQuery.ts';
import { parseContactsCsv } from './csv.ts';
import type { ImportItem } from './duplicates.ts';
import { type ImportPlan, planImport, type RawContact } from './records.ts';
import { parseVCards } from './vcard.ts';

/** The file kinds import reads. */
export type TransferFormat = 'vcard' | 'csv';

/** Contacts per importCloudAddressBook call: small enough that Stop takes effect quickly. */
export const IMPORT_BATCH_SIZE = 200;
/** Waits before the retries of a batch whose answer was lost (ms). */
const RETRY_WAITS = [1_000, 3_000];

/** vCard when the name ends in .vcf/.vcard or the text holds BEGIN:VCARD, else CSV. */
export function detectFormat(fileName: string, text: string): TransferFormat {
  if (/\.(vcf|vcard)$/i.test(fileName) || /^\s*BEGIN:VCARD/im.test(text.slice(0, 2000))) return 'vcard';
  return 'csv';
}

/** The contacts a file's text holds (CsvHeaderError when a CSV has neither name nor phone column). */
export function readContactsText(fileName: string, text: string): RawContact[] {
  return detectFormat(fileName, text) === 'vcard' ? parseVCards(text) : parseContactsCsv(text);
}

/** Reads and validates a file's text, numbers without a country code taken as numbers of `region`. */
export function planFromText(fileName: string, text: string, region: CountryCode): ImportPlan {
  return planImport(readContactsText(fileName, text), region);
}

/** One contact to send, with the key that makes a resend of it harmless. */
export interface JobRow {
  row: ImportRow;
  name: string;
}

/** The rows of an import: each keyed by the import's id and its place, so every retry sends the same key. */
export function jobRows(items: readonly ImportItem[], importId: string = crypto.randomUUID()): JobRow[] {
  return items.map((item, index) => ({
    name: item.book.name,
    row: { key: `${importId}:${index}`, ...(item.id ? { id: item.id } : {}), addressBook: item.book },
  }));
}

/** A contact the server did not save, and why. */
export interface FailedRow {
  name: string;
  reason: ImportFailure | 'refused';
}

/** How an import ended. */
export interface ImportOutcome {
  created: number;
  updated: number;
  failed: FailedRow[];
  /** Why it ended early: the connection failed after the retries, or the person pressed Stop. */
  stopped: 'network' | 'cancelled' | null;
  /** Rows not saved yet; running them again (same keys) finishes the import without doubles. */
  remaining: JobRow[];
}

/** Options of an import run. */
export interface ImportRunOptions {
  /** Checked between batches: once aborted, no further batch is sent. */
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  send?: typeof importContactBatch;
  batchSize?: number;
  /** Waits between retries (tests pass one that does not wait). */
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed call may have been lost on the way (worth sending again with the same keys). */
function transient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.kind === 'network' || error.status >= 500;
}

/** Sends one batch, again after a lost answer; the keys make the repeats harmless. */
async function sendBatch(batch: readonly JobRow[], options: ImportRunOptions) {
  const send = options.send ?? importContactBatch;
  const pause = options.pause ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(batch.map((item) => item.row));
    } catch (error) {
      const wait = RETRY_WAITS[attempt];
      if (!transient(error) || wait === undefined || options.signal?.aborted) throw error;
      await pause(wait);
    }
  }
}

/**
 * Saves an import in batches, putting each batch's contacts in the cached address book as it is
 * saved. A row the server refuses is recorded and the rest go on; a batch whose answer is lost is
 * sent again (the same keys create nothing twice), and after the retries the import stops with the
 * unsent rows kept for a later try. Stop (the signal) takes effect before the next batch.
 */
export async function runImport(
  client: QueryClient,
  rows: readonly JobRow[],
  options: ImportRunOptions = {},
): Promise<ImportOutcome> {
  const size = options.batchSize ?? IMPORT_BATCH_SIZE;
  const outcome: ImportOutcome = { created: 0, updated: 0, failed: [], stopped: null, remaining: [] };
  for (let start = 0; start < rows.length; start += size) {
    if (options.signal?.aborted) return { ...outcome, stopped: 'cancelled', remaining: rows.slice(start) };
    const batch = rows.slice(start, start + size);
    let results: Awaited<ReturnType<typeof importContactBatch>>['results'];
    try {
      ({ results } = await sendBatch(batch, options));
    } catch (error) {
      if (transient(error)) return { ...outcome, stopped: 'network', remaining: rows.slice(start) };
      outcome.failed.push(...batch.map(({ name }) => ({ name, reason: 'refused' as const })));
      continue;
    }
    const saved: Contact[] = [];
    results.forEach((result, index) => {
      const name = batch[index]?.name ?? '';
      const contact = result.entry ? contactFromEntry(result.entry) : undefined;
      if (result.status === 'failed' || !contact) {
        outcome.failed.push({ name, reason: result.reason ?? 'refused' });
        return;
      }
      saved.push(contact);
      if (result.status === 'updated') outcome.updated += 1;
      else outcome.created += 1;
    });
    await putContacts(client, saved);
    options.onProgress?.(Math.min(start + size, rows.length), rows.length);
  }
  return outcome;
}
