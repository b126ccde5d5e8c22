import type { MessageType, NumberType } from '@switchboard/protocol';

/** A message an account sends, as handed to the carrier after it is stored and paid for. */
export interface OutboundMessage {
  /** Id of the sender's stored row. */
  messageId: string;
  senderAccountId: string;
  /** The sender's client-chosen id. */
  smsId: string;
  /** Full numbers, digits only. */
  fromNumber: string;
  toNumber: string;
  type: 'sms' | 'mms';
  text: string;
  /** Ids of stored media files (mms). */
  mediaIds: string[];
}

/** What the carrier said about an outbound message. */
export interface SendResult {
  /** The carrier's own id of the message. */
  carrierId: string;
  status: 'sent' | 'delivered' | 'failed';
}

/** A message arriving for a number of this service. */
export interface InboundMessage {
  /** Stable per message at its source, so a message delivered twice is stored once. */
  dedupeKey: string;
  /** Full numbers, digits only. */
  fromNumber: string;
  toNumber: string;
  type: MessageType;
  text: string;
  /** Ids of media files already in storage (pictures, voicemail audio). */
  mediaIds: string[];
  /** Transcript of a voicemail, when the source supplied one. */
  stt?: string;
}

/** What a number search asks the carrier for. */
export interface NumberSearch {
  /** Flow country code: ISO code, or TollFree. */
  country: string;
  type: NumberType;
  /** Area code; absent for countries without area codes. */
  areaCode?: string;
  limit: number;
}

/** A number the carrier can rent out now. */
export interface AvailableNumber {
  telCode: string;
  /** National number. */
  phone: string;
  /** '' when none. */
  areaCode: string;
  /** Region or city, '' when unknown. */
  region: string;
}

/** Where inbound messages go; resolves true when the message was new and stored. */
export type InboundSink = (message: InboundMessage) => Promise<boolean>;

/** The boundary to the telephone network: sending, and receiving through a sink. */
export interface CarrierGateway {
  /** Short name for logs. */
  readonly name: string;
  /** Hands an outbound message over; throws when it could not be handed over (it is retried later). */
  send(message: OutboundMessage): Promise<SendResult>;
  /** Sets where inbound messages are delivered. */
  setInboundSink(sink: InboundSink): void;
  /** Numbers free to rent (not owned, not in quarantine), at most `limit`. */
  searchNumbers(query: NumberSearch): Promise<AvailableNumber[]>;
  /**
   * Buys a number found by searchNumbers for this service (full number, digits only), with its
   * messages and calls routed here; carriers whose stock is the inventory have no such step.
   */
  buyNumber?(fullNumber: string): Promise<BoughtNumber>;
  /** Gives a bought number back to the carrier; false when the carrier had no such number of ours. */
  releaseNumber?(fullNumber: string): Promise<boolean>;
}

/** A number the carrier sold to this service. */
export interface BoughtNumber {
  /** The carrier's own id of the number. */
  carrierId: string;
  /** Full number, digits only. */
  fullNumber: string;
}
