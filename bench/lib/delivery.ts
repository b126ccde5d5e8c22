import {
  type ReceiveMessagePayload,
  type SendMessageAck,
  SocketEvent,
  sendMessagePayloadSchema,
} from '@switchboard/protocol';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { quantile, saturate } from './stats.ts';

/** One sender socket and the socket of the number it sends to. */
export interface Lane {
  sender: Socket;
  recipient: Socket;
  payload: (text: string) => Record<string, unknown>;
}

/** Send-to-delivery figures at saturation. */
export interface DeliveryFigures {
  perSecond: number;
  p50: number;
  p99: number;
}

let serial = 0;

/**
 * Sends `count` messages keeping `inFlight` outstanding; each counts from the sender's emit until the
 * recipient's socket receives it (matched by a unique text).
 */
export async function measureDelivery(
  lanes: Lane[],
  count: number,
  inFlight: number,
): Promise<DeliveryFigures> {
  const waiting = new Map<string, () => void>();
  const listener = (payload: ReceiveMessagePayload) => {
    if (payload.direction !== 'in') return;
    waiting.get(payload.text)?.();
    waiting.delete(payload.text);
  };
  for (const lane of lanes) lane.recipient.on(SocketEvent.receiveMessage, listener);
  try {
    const result = await saturate(count, inFlight, async (index) => {
      const lane = lanes[index % lanes.length]!;
      const text = `bench delivery ${process.pid}-${serial++}`;
      const delivered = new Promise<void>((resolve) => waiting.set(text, resolve));
      const ack = (await lane.sender
        .timeout(30_000)
        .emitWithAck(SocketEvent.sendMessage, lane.payload(text))) as SendMessageAck;
      if (ack.status !== 0) throw new Error(`sendMessage refused: ${ack.status} ${ack.retmsg}`);
      await withTimeout(delivered, 30_000, text);
    });
    return {
      perSecond: result.perSecond,
      p50: quantile(result.latencies, 0.5),
      p99: quantile(result.latencies, 0.99),
    };
  } finally {
    for (const lane of lanes) lane.recipient.off(SocketEvent.receiveMessage, listener);
  }
}

function withTimeout(promise: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not delivered within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * The baseline relay: the same JSON work as ours (validate the payload with the protocol schema,
 * ack, build the receive payload, emit it to the recipient number's room) without any database.
 * Clients join the room of the number they pass as their auth token.
 */
export function bareRelay(server: Server): void {
  server.on('connection', (socket) => {
    const own = String((socket.handshake.auth as { token?: unknown }).token ?? '');
    void socket.join(own);
    socket.on(SocketEvent.sendMessage, (raw: unknown, ack: (answer: SendMessageAck) => void) => {
      const parsed = sendMessagePayloadSchema.safeParse(raw);
      if (!parsed.success) return ack({ status: 1, retmsg: 'invalid', smsId: '', date: 0, media: '' });
      const message = parsed.data;
      const date = Date.now();
      ack({ status: 0, retmsg: '', smsId: message.smsId, date, media: '' });
      const payload: ReceiveMessagePayload = {
        direction: 'in',
        fromNumber: message.fromNumber,
        toNumber: message.toNumber,
        fromPhone: message.fromNumber.slice(1),
        toPhone: message.toNumber.slice(1),
        fromTelCode: '1',
        toTelCode: '1',
        msgType: message.msgType,
        text: message.text,
        media: '',
        smsId: message.smsId,
        time: date,
        status: 0,
        retmsg: '',
      };
      server.to(message.toNumber).emit(SocketEvent.receiveMessage, payload);
    });
  });
}
