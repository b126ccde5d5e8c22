import { randomInt, randomUUID } from 'node:crypto';
import {
  type ServerEventName,
  type ServerEventPayload,
  SOCKET_PATH,
  SocketEvent,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** One event a socket received: its name and payload (socket.io's trailing recovery offset dropped). */
export interface Received {
  event: string;
  payload: unknown;
}

/**
 * Every event one socket receives, in order, and promises of the next ones. `next` hands out each
 * event once: the next of that name not yet handed out (or the first after `from`). Waiting is by
 * content, never by time: a wait fails only when its event does not come within `ms`.
 */
export class EventLog {
  readonly received: Received[] = [];
  /** Per event name, the index after the last event `next` handed out. */
  private readonly cursors = new Map<string, number>();
  private readonly waiters: {
    test: (item: Received, index: number) => boolean;
    resolve: (index: number) => void;
  }[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      const index = this.received.push({ event, payload }) - 1;
      const item = this.received[index]!;
      const waiting = this.waiters.splice(0);
      for (const waiter of waiting) {
        if (waiter.test(item, index)) waiter.resolve(index);
        else this.waiters.push(waiter);
      }
    });
  }

  /** Payloads of one event received so far. */
  of<E extends ServerEventName>(event: E): ServerEventPayload<E>[] {
    return this.received
      .filter((item) => item.event === event)
      .map((item) => item.payload as ServerEventPayload<E>);
  }

  /** Resolves with the next matching event of that name (already received or still to come). */
  next<E extends ServerEventName>(
    event: E,
    match: (payload: ServerEventPayload<E>) => boolean = () => true,
    options: { from?: number; ms?: number } = {},
  ): Promise<ServerEventPayload<E>> {
    const from = options.from ?? this.cursors.get(event) ?? 0;
    const test = (item: Received, index: number) =>
      index >= from && item.event === event && match(item.payload as ServerEventPayload<E>);
    const take = (index: number) => {
      this.cursors.set(event, Math.max(this.cursors.get(event) ?? 0, index + 1));
      return this.received[index]!.payload as ServerEventPayload<E>;
    };
    const seen = this.received.findIndex((item, index) => test(item, index));
    if (seen !== -1) return Promise.resolve(take(seen));
    const ms = options.ms ?? 5000;
    return new Promise((resolve, reject) => {
      const waiter = {
        test,
        resolve: (index: number) => {
          clearTimeout(timer);
          resolve(take(index));
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no ${event} within ${ms} ms; got ${JSON.stringify(this.received)}`));
      }, ms);
      this.waiters.push(waiter);
    });
  }

  /** The events received after index `from`, by name. */
  namesSince(from: number): string[] {
    return this.received.slice(from).map((item) => item.event);
  }
}

/** A connected socket of an account with its event log, past its greeting (the balance on connect). */
export interface AccountSocket {
  socket: Socket;
  log: EventLog;
}

/** Options of a client socket: reconnection off by default, so a test reconnects it when it means to. */
export function clientOptions(token: string) {
  return {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  };
}

/**
 * Opens a real socket.io client for the account and resolves once it is connected and has its
 * greeting, so what the test does next is all the log holds after that.
 */
export async function connectAccount(baseUrl: string, token: string): Promise<AccountSocket> {
  const socket = io(baseUrl, clientOptions(token));
  const log = new EventLog(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  await log.next(SocketEvent.balanceChanged);
  return { socket, log };
}

/**
 * Waits until everything emitted to the account before now has reached these sockets: a marker
 * event is emitted to the account and awaited; one socket gets events in the order they were emitted.
 */
export async function drain(app: FastifyInstance, accountId: string, logs: EventLog[]): Promise<void> {
  const updateTime = randomInt(1, 2 ** 47);
  const starts = logs.map((log) => log.received.length);
  app.services.events.publish(accountId, SocketEvent.contactsChanged, { updateTime });
  await Promise.all(
    logs.map((log, index) =>
      log.next(SocketEvent.contactsChanged, (p) => p.updateTime === updateTime, { from: starts[index] }),
    ),
  );
}

/**
 * Lets events already emitted to the account go by before the test connects its sockets. The
 * Redis adapter delivers an event locally once the stream has taken it, so one emitted just before
 * a socket connects (a seed credit) could still reach that socket after its greeting and pass for
 * it. A passing socket takes them and a marker after them; the test's sockets connect afterwards.
 */
export async function quiesce(app: FastifyInstance, baseUrl: string, accountId: string, token: string) {
  const passing = await connectAccount(baseUrl, token);
  try {
    await drain(app, accountId, [passing.log]);
  } finally {
    passing.socket.close();
  }
}

/**
 * A barrier on the account's sockets: credits one ten-thousandth and resolves once `log` has the
 * balanceChanged it causes. Events reach one socket in the order they were emitted, so whatever an
 * earlier action would have sent this socket has arrived by then; the new balance is returned.
 */
export async function barrier(app: FastifyInstance, accountId: string, logs: EventLog[]): Promise<number> {
  const starts = logs.map((log) => log.received.length);
  await app.ledger.credit(accountId, 1, 'seed', `barrier:${randomUUID()}`);
  const balance = await app.ledger.balance(accountId);
  await Promise.all(
    logs.map((log, index) =>
      log.next(SocketEvent.balanceChanged, (p) => p.balance === balance, { from: starts[index] }),
    ),
  );
  return balance;
}
