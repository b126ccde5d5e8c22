import type { ServerEventName, ServerEventPayload } from '@switchboard/protocol';
import mitt from 'mitt';

/** What a (re)connect was: the first one, a reconnect whose missed events socket.io replayed, or not. */
export interface ConnectedInfo {
  /** False for the page's first connect. */
  reconnect: boolean;
  /** True when socket.io's connection-state recovery replayed what was missed (nothing to catch up). */
  recovered: boolean;
  /** True when the last drop was the server's or the network's doing (not a ping timeout). */
  serverClosed: boolean;
}

/** Every event of the client's bus: the server's pushes (parsed) and the connection's own events. */
type BusEvents = { [E in ServerEventName]: ServerEventPayload<E> } & {
  /** The socket connected (first time or again). */
  connected: ConnectedInfo;
};

/**
 * The one event bus of the client. The socket layer emits each server push here after parsing it
 * with the protocol's schema, so features never touch the socket or hold listener sets of their own.
 */
const bus = mitt<BusEvents>();

/** Subscribes to a server push (payload already validated); returns the unsubscribe function. */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  const listener = handler as (payload: BusEvents[E]) => void;
  bus.on(event, listener);
  return () => bus.off(event, listener);
}

/** Subscribes to every (re)connect of the socket; returns the unsubscribe function. */
export function onSocketConnected(handler: (info: ConnectedInfo) => void): () => void {
  bus.on('connected', handler);
  return () => bus.off('connected', handler);
}

/**
 * Socket layer only (lib/socket/dispatch.ts): hands a push already validated against the protocol's
 * schema to the bus. This module imports no schema, so the first script can subscribe without them.
 */
export function emitServerEvent<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
  bus.emit(event, payload as BusEvents[E]);
}

/** Socket layer only: announces a (re)connect. */
export function announceConnected(info: ConnectedInfo): void {
  bus.emit('connected', info);
}

/** Test helper and logout: drops every subscription. */
export function clearEventBus(): void {
  bus.all.clear();
}
