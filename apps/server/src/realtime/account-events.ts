import { type ServerEventPayload, type ServerToClientEvents, SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../db/transaction.ts';
import type { Db, Trx } from '../db/types.ts';
import type { Realtime } from './index.ts';
import type { RealtimeBroadcast } from './types.ts';

/** The events pushed to every socket of one account when something of the account changed. */
export type AccountEventName =
  | typeof SocketEvent.balanceChanged
  | typeof SocketEvent.reviewDecided
  | typeof SocketEvent.numbersChanged
  | typeof SocketEvent.renewalFailed
  | typeof SocketEvent.contactsChanged
  | typeof SocketEvent.codeReceived
  | typeof SocketEvent.readStateChanged
  | typeof SocketEvent.paymentSettled
  | typeof SocketEvent.voicemailTranscribed
  | typeof SocketEvent.messageFailed;

/** One event waiting for its transaction; the payload may only be known once it committed. */
interface Held {
  accountId: string;
  event: AccountEventName;
  payload: () => unknown;
}

/** Sends one event to every socket of the account, on every node, with its protocol payload type. */
function emitTo<E extends AccountEventName>(
  to: RealtimeBroadcast,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  // The generic event cannot be narrowed to its own parameter list; the signature above checks the pair.
  const emit = to.emit.bind(to) as (event: keyof ServerToClientEvents, payload: unknown) => boolean;
  emit(event, payload);
}

/**
 * Account events a transaction caused, held back until it commits: they go out after the commit,
 * and never when it rolls back. A payload read after the commit (a balance) shows every write
 * committed by then, so the last such event an account gets always carries the latest figure.
 */
export class HeldEvents {
  readonly #held: Held[] = [];
  readonly #keys = new Set<string>();

  /** Sends the event to the account's sockets once the transaction commits. */
  emit<E extends AccountEventName>(accountId: string, event: E, payload: ServerEventPayload<E>): void {
    this.#held.push({ accountId, event, payload: () => payload });
  }

  /**
   * Sends the event with a payload read once the transaction committed, at most once per `key`
   * (several movements of one balance in one transaction make one event).
   */
  emitReadAfterCommit<E extends AccountEventName>(
    key: string,
    accountId: string,
    event: E,
    read: () => Promise<ServerEventPayload<E>>,
  ): void {
    if (this.#keys.has(key)) return;
    this.#keys.add(key);
    this.#held.push({ accountId, event, payload: read });
  }

  /** What is held, in the order it was added; the transaction has committed when this is called. */
  take(): readonly Held[] {
    return this.#held.splice(0);
  }
}

/**
 * Pushes account events to the account's sockets on every node. The socket server is created
 * after the services, so it is attached later; before that (start-up seeding) nobody listens.
 */
export class AccountEvents {
  #realtime: Realtime | undefined;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {}

  /** Connects the socket server the events go through. */
  attach(realtime: Realtime): void {
    this.#realtime = realtime;
  }

  /** Sends an event now; only for a change that is already committed (a single statement that returned). */
  publish<E extends AccountEventName>(accountId: string, event: E, payload: ServerEventPayload<E>): void {
    const realtime = this.#realtime;
    if (realtime === undefined) return;
    try {
      emitTo(realtime.toAccount(accountId), event, payload);
    } catch (error) {
      // The change is committed whatever happens to its event; the client's refresh backstop covers it.
      this.log.error({ err: error, event }, 'account event could not be sent');
    }
  }

  /**
   * Runs `work` in a transaction of `db`; the events it holds go out once the transaction has
   * committed, and are dropped if it rolls back (the error reaches the caller as before).
   * `committed` hears the result right after the commit, before the events are read and sent (a
   * batch of sends acknowledges its messages there, without waiting for the balance reads).
   */
  async transaction<T>(
    db: Db,
    work: (trx: Trx, held: HeldEvents) => Promise<T>,
    committed?: (result: T) => void,
  ): Promise<T> {
    const held = new HeldEvents();
    const result = await inTransaction(db, (trx) => work(trx, held));
    try {
      committed?.(result);
    } catch (error) {
      this.log.error({ err: error }, 'a commit listener failed');
    }
    await this.release(held);
    return result;
  }

  /** Sends what a committed transaction held, in order; a payload that cannot be read is logged, never thrown. */
  async release(held: HeldEvents): Promise<void> {
    for (const { accountId, event, payload } of held.take()) {
      try {
        this.publish(accountId, event, (await payload()) as ServerEventPayload<typeof event>);
      } catch (error) {
        this.log.error({ err: error, event }, 'account event payload could not be read after commit');
      }
    }
  }

  /**
   * Ends every socket of an account on every node with `retcode`, after its status changed to one
   * that refuses it; the change is committed, so a failure here is logged, never thrown.
   */
  async endAccount(accountId: string, retcode: number): Promise<void> {
    const realtime = this.#realtime;
    if (realtime === undefined) return;
    try {
      await realtime.endAccount(accountId, retcode);
    } catch (error) {
      this.log.error({ err: error, accountId }, 'account sockets could not be ended');
    }
  }

  /** A movement happened in a transaction whose commit cannot be seen: its event is not sent. */
  unannounced(accountId: string, what: string): void {
    this.log.warn(
      { accountId, what },
      'ledger movement outside a ledger transaction: no balanceChanged sent',
    );
  }
}

/**
 * A fresh socket's greeting: the account's balance, sent through the adapter. Besides being
 * current, it carries the stream offset connection-state recovery starts from, so a socket that
 * never got another event still recovers its first disconnection.
 */
export function balanceGreeting(ledger: { balance(accountId: string): Promise<number> }) {
  return async (accountId: string, to: RealtimeBroadcast): Promise<void> => {
    emitTo(to, SocketEvent.balanceChanged, { balance: await ledger.balance(accountId) });
  };
}
