import type { ServerEventName, ServerEventPayload } from '@switchboard/protocol';
import { type BusEvents, type ConnectedInfo, eventBus, onBusEvent } from '../eventBus.ts';

export type { ConnectedInfo } from '../eventBus.ts';

// The socket layer emits each server push on the client's one bus after parsing it with the
// protocol's schema, so features never touch the socket.

/** Subscribes to a server push (payload already validated); returns the unsubscribe function. */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  return onBusEvent(event, handler as (payload: BusEvents[E]) => void);
}

/** Subscribes to every (re)connect of the socket; returns the unsubscribe function. */
export function onSocketConnected(handler: (info: ConnectedInfo) => void): () => void {
  return onBusEvent('connected', handler);
}

/**
 * Socket layer only (lib/socket/dispatch.ts): hands a push already validated against the protocol's
 * schema to the bus. This module imports no schema, so the first script can subscribe without them.
 */
export function emitServerEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
  eventBus.emit(event, payload as BusEvents[E]);
}

/** Socket layer only: announces a (re)connect. */
export function announceConnected(info: ConnectedInfo): void {
  eventBus.emit('connected', info);
}

/**
 * Test helper: drops every subscription to the socket's events. Logout cleanups and catalogue
 * reactions stay: modules register those once when they load, not per test.
 */
export function clearEventBus(): void {
  for (const type of [...eventBus.all.keys()]) {
    if (type !== 'logout' && !String(type).startsWith('reaction:')) eventBus.all.delete(type);
  }
}
