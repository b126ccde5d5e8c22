import type {
  AvailableNumber,
  CarrierGateway,
  InboundSink,
  NumberSearch,
  OutboundMessage,
  SendResult,
} from './types.ts';

/** Answers whether a full number belongs to an account of this service. */
export type LocalNumberCheck = (fullNumber: string) => Promise<boolean>;
/** Searches the service's own inventory, which is the embedded carrier's stock of numbers. */
export type InventorySearch = (query: NumberSearch) => Promise<AvailableNumber[]>;

/**
 * The carrier that works offline: a message to a number of this service is delivered in-process to
 * its owner; a message to any other number is accepted and marked delivered.
 */
export class EmbeddedCarrier implements CarrierGateway {
  readonly name = 'embedded';
  private sink: InboundSink | undefined;

  constructor(
    private readonly isLocal: LocalNumberCheck,
    private readonly inventory: InventorySearch = async () => [],
  ) {}

  /** Free numbers of the inventory. */
  searchNumbers(query: NumberSearch): Promise<AvailableNumber[]> {
    return this.inventory(query);
  }

  /** Sets where in-process deliveries go. */
  setInboundSink(sink: InboundSink): void {
    this.sink = sink;
  }

  /** Delivers locally or accepts for the outside world. */
  async send(message: OutboundMessage): Promise<SendResult> {
    if (!(await this.isLocal(message.toNumber))) {
      return { carrierId: `ext-${message.messageId}`, status: 'delivered' };
    }
    if (this.sink === undefined) throw new Error('embedded carrier: no inbound sink set');
    await this.sink({
      // The sender's account and smsId identify the message for good, so a retried hand-over is stored once.
      dedupeKey: `${message.senderAccountId}:${message.smsId}`,
      fromNumber: message.fromNumber,
      toNumber: message.toNumber,
      type: message.type,
      text: message.text,
      mediaIds: message.mediaIds,
    });
    return { carrierId: `local-${message.messageId}`, status: 'delivered' };
  }
}
