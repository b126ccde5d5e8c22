import { readStorage, StorageKey } from './storage.ts';

/** What one tab tells the browser's other tabs about the session they share. */
export type SessionMessage =
  /** Signed in: tabs that are signed out adopt the session. */
  | { kind: 'started'; token: string; canInvite: boolean; canSetInviter: boolean }
  /** The token was refreshed: tabs still on the previous one switch to the new one. */
  | { kind: 'refreshed'; from: string; token: string; issuedAt: number }
  /** Logged out or kicked: tabs on that token log out too. */
  | { kind: 'ended'; token: string };

/** The link to the other tabs; `close` stops listening. */
export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

const CHANNEL_NAME = 'sb.session';

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (typeof message.token !== 'string') return false;
  if (message.kind === 'refreshed')
    return typeof message.from === 'string' && typeof message.issuedAt === 'number';
  return message.kind === 'started' || message.kind === 'ended';
}

function broadcastChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSessionMessage(event.data)) onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}

/**
 * Without BroadcastChannel, the token's own storage writes are the messages: other tabs get a
 * `storage` event for each, so posting needs nothing more.
 */
function storageEvents(onMessage: (message: SessionMessage) => void): SessionChannel {
  const listener = (event: StorageEvent) => {
    if (event.key !== StorageKey.token) return;
    const { oldValue, newValue } = event;
    if (newValue === null) {
      if (oldValue !== null) onMessage({ kind: 'ended', token: oldValue });
    } else if (oldValue !== null) {
      // The issue time is written before the token, so it is there when this event arrives.
      const issuedAt = Number(readStorage(StorageKey.tokenIssuedAt)) || 0;
      onMessage({ kind: 'refreshed', from: oldValue, token: newValue, issuedAt });
    } else {
      const flags = readStorage(StorageKey.inviteFlags)?.split(',') ?? [];
      onMessage({
        kind: 'started',
        token: newValue,
        canInvite: flags[0] === '1',
        canSetInviter: flags[1] === '1',
      });
    }
  };
  window.addEventListener('storage', listener);
  return { post: () => undefined, close: () => window.removeEventListener('storage', listener) };
}

/** Opens the link to the other tabs: a BroadcastChannel, or storage events where there is none. */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  return typeof BroadcastChannel === 'function' ? broadcastChannel(onMessage) : storageEvents(onMessage);
}
