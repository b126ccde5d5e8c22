import type { ClientReaction, ServerEventName, ServerEventPayload } from '@switchboard/protocol';
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

/** A failure code whose catalogue reaction needs a feature's own UI, with the envelope's data. */
export interface RetcodeReactionEvent {
  retcode: number;
  retmsg: string;
  data?: unknown;
}

/**
 * Every event of the client's bus: the server's pushes (parsed), the connection's own events, the
 * catalogue reactions a feature carries out, and the logout every layer cleans up after.
 */
export type BusEvents = { [E in ServerEventName]: ServerEventPayload<E> } & {
  /** The socket connected (first time or again). */
  connected: ConnectedInfo;
  /** The session ended in this tab: drop what belonged to it. */
  logout: undefined;
} & { [R in ClientReaction as `reaction:${R}`]: RetcodeReactionEvent };

/**
 * The one event bus of the client. Layers talk through it instead of holding listener sets of their
 * own, so a lower layer (the socket, the API client, the session) never imports the features that
 * react. This module imports no schema, so the first script can subscribe without loading them.
 */
export const eventBus = mitt<BusEvents>();

/** Subscribes to one event of the bus; returns the unsubscribe function. */
export function onBusEvent<K extends keyof BusEvents>(
  type: K,
  handler: (event: BusEvents[K]) => void,
): () => void {
  eventBus.on(type, handler);
  return () => eventBus.off(type, handler);
}
