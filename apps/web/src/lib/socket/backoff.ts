import { socketClientPolicy } from '@switchboard/protocol';

/** How far a delay may stray either way from the doubling curve, so a restarted server is not hit in step. */
const JITTER = 0.5;

/**
 * Delay before the client's own reconnect after the server closed the socket: the spec's 500 ms
 * doubling up to 60 s, jittered like socket.io's own backoff (which only covers drops it notices itself).
 */
export function serverDropDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax } = socketClientPolicy;
  const base = Math.min(reconnectionDelay * 2 ** attempt, reconnectionDelayMax);
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(jittered, reconnectionDelayMax));
}
