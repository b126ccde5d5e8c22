import {
  type ReceiveMessagePayload,
  type SendMessageAck,
  SocketEvent,
  sendMessagePayloadSchema,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { smsPayload } from '../../apps/server/test/helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from '../../apps/server/test/helpers/factories.ts';
import { connect, startBareServer } from './server.ts';
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

/** How a send-to-delivery comparison runs. */
export interface DeliverySettings {
  pairs: number;
  inFlight: number;
  count: number;
  warmup: number;
  rounds: number;
}

/**
 * Send to delivery through our server (`app` listening at `url`) and through a bare relay, over the
 * same number of sender/recipient pairs, alternated round by round so load from elsewhere on the
 * machine lands on both alike; the best round of each.
 */
export async function deliveryVersusBareRelay(
  app: FastifyInstance,
  url: string,
  settings: DeliverySettings,
): Promise<{ ours: DeliveryFigures; bare: DeliveryFigures }> {
  const senders = await Promise.all(
    Array.from({ length: settings.pairs }, () => accountWithNumber(app, { balance: 1_000_000_000 })),
  );
  const recipients = await Promise.all(Array.from({ length: settings.pairs }, () => accountWithNumber(app)));
  const open: Socket[] = [];
  const opened = async (at: string, token: string) => {
    const socket = await connect(at, token);
    open.push(socket);
    return socket;
  };
  const lanesAt = (at: string, tokenOf: (account: NumberedAccount) => string) =>
    Promise.all(
      senders.map(
        async (sender, index): Promise<Lane> => ({
          sender: await opened(at, tokenOf(sender)),
          recipient: await opened(at, tokenOf(recipients[index]!)),
          payload: (text: string) => smsPayload(sender, recipients[index]!.number, text),
        }),
      ),
    );
  const bare = await startBareServer(bareRelay);
  try {
    const ourLanes = await lanesAt(url, (account) => account.token);
    // The bare relay puts a socket in the room of the number it passes as its token.
    const bareLanes = await lanesAt(bare.url, (account) => account.number);
    const better = (a: DeliveryFigures | undefined, b: DeliveryFigures) =>
      a !== undefined && a.perSecond >= b.perSecond ? a : b;
    let ours: DeliveryFigures | undefined;
    let bareBest: DeliveryFigures | undefined;
    for (let round = 0; round < settings.rounds; round++) {
      await measureDelivery(bareLanes, settings.warmup, settings.inFlight);
      bareBest = better(bareBest, await measureDelivery(bareLanes, settings.count, settings.inFlight));
      await measureDelivery(ourLanes, settings.warmup, settings.inFlight);
      ours = better(ours, await measureDelivery(ourLanes, settings.count, settings.inFlight));
    }
    return { ours: ours!, bare: bareBest! };
  } finally {
    for (const socket of open) socket.close();
    await bare.close();
  }
}
