import type { SendMessagePayload } from '@switchboard/protocol';
import { getSocket } from '../../../../lib/socket/socket.ts';

/** How long a send waits for the server's acknowledgement before it counts as failed. */
export const ACK_TIMEOUT_MS = 30_000;

/** Callback of an emit with a timeout: an error when no ack came in time, else the ack. */
export type AckCallback = (error: Error | null, ack?: unknown) => void;

/** The part of a socket.io client socket sending needs; tests pass a fake. */
export interface EmitSocket {
  timeout(ms: number): { emit(event: string, payload: SendMessagePayload, callback: AckCallback): unknown };
}

let source: () => EmitSocket | null = getSocket;

/** Replaces where the socket comes from (tests hand in a fake network boundary); null restores it. */
export function setSocketSource(next: (() => EmitSocket | null) | null): void {
  source = next ?? getSocket;
}

/** The socket to send on, or null when there is none (logged out). */
export function currentSendSocket(): EmitSocket | null {
  return source();
}
