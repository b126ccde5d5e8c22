// Tables of messages, their media and the address book.
import type { MessageType } from '@switchboard/protocol';

/** Delivery state of a message at the carrier: none for inbound rows. */
export type CarrierStatus = 'none' | 'pending' | 'sent' | 'delivered' | 'failed';

/** One message as one account sees it; a message between two accounts has a row for each. */
export interface MessagesTable {
  id: string;
  account_id: string;
  sms_id: string;
  own_full: string;
  own_tel_code: string;
  own_number: string;
  other_full: string;
  other_tel_code: string;
  other_number: string;
  direction: 'in' | 'out';
  type: MessageType;
  text: string;
  /** Comma-separated media links. */
  media: string;
  status: number;
  date: number;
  segments: number;
  /** What the account paid for it, ten-thousandths (0 for inbound). */
  charge: number;
  /** Transcript shown to the user once they ask for speech-to-text. */
  stt: string | null;
  /** Language the stored transcript was made in ('' automatic); null when unknown (stored before). */
  stt_language: string | null;
  /** Transcript the carrier supplied with a voicemail, held until the user asks for it. */
  carrier_transcript: string | null;
  highlight_target: string | null;
  highlight_text: string | null;
  carrier_status: CarrierStatus;
  carrier_id: string | null;
  /** When a node last claimed the row to hand it to the carrier. */
  dispatch_at: number | null;
  deleted_at: number | null;
}

/**
 * One conversation of one account (own full number, other full number) with a visible message: its
 * latest visible message and its unread count; kept in the
 * transaction of every change to them so the chat list never reads the history. Written only through
 * modules/messaging/conversations.repo.ts.
 */
export interface ConversationsTable {
  account_id: string;
  own_full: string;
  other_full: string;
  /** The latest visible message: newest date, then greatest id. */
  last_message_id: string;
  last_date: number;
  /** Visible incoming messages after the read marker (all when none), counted up to UNREAD_COUNT_LIMIT. */
  unread: number;
  /** 1 while archived: shown only in the Archived view until a new message lands in it. */
  archived: number;
  /** 1 while muted: no sound or notification for it. */
  muted: number;
  /** 1 while marked unread by the person: its unread count shows at least 1 until read. */
  marked_unread: number;
}

/** A stored picture or voicemail recording; its id is the unguessable part of its link. */
export interface MediaFilesTable {
  id: string;
  owner_account_id: string;
  kind: 'image' | 'audio';
  mime: string;
  size: number;
  storage_key: string;
  created_at: number;
}

/** Accounts allowed to read a media file: the two parties of its conversation. */
export interface MediaAccessTable {
  media_id: string;
  account_id: string;
  created_at: number;
}

/** One contact of an account's address book; a deleted one stays as a tombstone with its fields cleared. */
export interface ContactsTable {
  id: string;
  account_id: string;
  name: string;
  email: string;
  company_name: string;
  note: string;
  /** JSON of the normalised phone list: [{ telCode, phone, tag }]. */
  phones: string;
  created_at: number;
  /** Time of the last change (ms), unique and increasing per account. */
  update_time: number;
  deleted_at: number | null;
  /** Key of the import row that created it (client-chosen); null otherwise and once deleted. */
  import_key: string | null;
}

/** The last update time handed out per account; its row is the lock that orders contact writes. */
export interface ContactClocksTable {
  account_id: string;
  last_update_time: number;
}
