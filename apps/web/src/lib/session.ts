import type { SessionData } from '@switchboard/protocol';
import { retcodeInfo } from '@switchboard/protocol';
import { create } from 'zustand';
import { pushAlert } from './alerts.ts';
import { useRuntime } from './runtime.ts';
import { readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts';

interface SessionState {
  /** Session token; null when logged out. */
  token: string | null;
  /** True after the server ended the session (another device, suspension, revoked token). */
  kicked: boolean;
  /** Login answer flags for invitations. */
  canInvite: boolean;
  canSetInviter: boolean;
}

const storedFlags = readStorage(StorageKey.inviteFlags)?.split(',') ?? [];

/** The signed-in session; token and invitation flags are mirrored in localStorage so a reload keeps them. */
export const useSession = create<SessionState>(() => ({
  token: readStorage(StorageKey.token),
  kicked: false,
  canInvite: storedFlags[0] === '1',
  canSetInviter: storedFlags[1] === '1',
}));

type Cleanup = () => void;
const logoutCleanups = new Set<Cleanup>();

/**
 * Registers work to do on every logout (disconnect the socket, drop cached queries, reset stores);
 * lets lower layers log out without importing the layers that own that state.
 */
export function onLogout(cleanup: Cleanup): () => void {
  logoutCleanups.add(cleanup);
  return () => logoutCleanups.delete(cleanup);
}

/** The current token outside React (read on every request and socket attempt). */
export function currentToken(): string | null {
  return useSession.getState().token;
}

/** Stores a fresh session after login or registration. */
export function startSession(data: SessionData): void {
  writeStorage(StorageKey.token, data.token);
  writeStorage(StorageKey.inviteFlags, `${data.canInvite ? 1 : 0},${data.canSetInviter ? 1 : 0}`);
  useSession.setState({
    token: data.token,
    kicked: false,
    canInvite: data.canInvite,
    canSetInviter: data.canSetInviter,
  });
}

/** Replaces the token after a refresh. */
export function replaceToken(token: string): void {
  writeStorage(StorageKey.token, token);
  useSession.setState({ token });
}

/** Clears the token and all client state. */
export function endSession(): void {
  removeStorage(StorageKey.token);
  removeStorage(StorageKey.inviteFlags);
  useSession.setState({ token: null, canInvite: false, canSetInviter: false });
  for (const cleanup of logoutCleanups) {
    try {
      cleanup();
    } catch (error) {
      console.warn('logout cleanup failed', error);
    }
  }
}

/**
 * The server ended the session: log out, mark kicked and tell the user why, with the catalogue's
 * text for the code in the interface language (each code has its own), falling back to retmsg.
 * Does nothing on the front page, where a visitor has no session to lose.
 */
export function kickOut(retcode: number, retmsg: string): void {
  const { front, language } = useRuntime.getState();
  if (front) return;
  const wasSignedIn = useSession.getState().token !== null;
  endSession();
  useSession.setState({ kicked: true });
  // Several calls in flight can all fail with the same code; one explanation is enough.
  if (!wasSignedIn) return;
  const text = retcodeInfo(retcode)?.message[language] ?? retmsg;
  pushAlert({ text: text || retmsg });
}
