import type { SessionData } from '@switchboard/protocol';
import { retcodeInfo } from '@switchboard/protocol';
import { create } from 'zustand';
import { pushAlert } from './alerts.ts';
import { eventBus, onBusEvent } from './eventBus.ts';
import { useRuntime } from './runtime.ts';
import { openSessionChannel, type SessionChannel, type SessionMessage } from './sessionChannel.ts';
import { readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts';

interface SessionState {
  /** Session token; null when logged out. */
  token: string | null;
  /** When the server issued the token (ms; 0 for a login's token): of two tokens the later is current. */
  issuedAt: number;
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
  issuedAt: Number(readStorage(StorageKey.tokenIssuedAt)) || 0,
  kicked: false,
  canInvite: storedFlags[0] === '1',
  canSetInviter: storedFlags[1] === '1',
}));

/**
 * Registers work to do on every logout (disconnect the socket, drop cached queries, reset stores);
 * lets lower layers log out without importing the layers that own that state. A failing cleanup is
 * logged and the others still run.
 */
export function onLogout(cleanup: () => void): () => void {
  return onBusEvent('logout', () => {
    try {
      cleanup();
    } catch (error) {
      console.warn('logout cleanup failed', error);
    }
  });
}

/** The current token outside React (read on every request and socket attempt). */
export function currentToken(): string | null {
  return useSession.getState().token;
}

/** The last tokens of this tab's session, newest last: a refresh from another tab names one of them. */
let heldTokens: string[] =
  useSession.getState().token === null ? [] : [useSession.getState().token as string];
const HELD_TOKENS = 8;

function remember(token: string | null): void {
  heldTokens =
    token === null ? [] : [...heldTokens.filter((held) => held !== token), token].slice(-HELD_TOKENS);
}

function storedIssuedAt(): number {
  return Number(readStorage(StorageKey.tokenIssuedAt)) || 0;
}

function setToken(token: string, issuedAt: number): void {
  remember(token);
  useSession.setState({ token, issuedAt });
}

/** The link to the other tabs while shareSessionAcrossTabs runs; null in tests that do not join. */
let otherTabs: SessionChannel | null = null;

function storeSession(data: SessionData): void {
  // Flags before the token: a tab that learns of the token from its storage event reads them next.
  writeStorage(StorageKey.inviteFlags, `${data.canInvite ? 1 : 0},${data.canSetInviter ? 1 : 0}`);
  writeStorage(StorageKey.tokenRefreshedAt, String(Date.now()));
  removeStorage(StorageKey.tokenIssuedAt);
  writeStorage(StorageKey.token, data.token);
}

function adoptSession(data: SessionData): void {
  remember(data.token);
  useSession.setState({
    token: data.token,
    issuedAt: 0,
    kicked: false,
    canInvite: data.canInvite,
    canSetInviter: data.canSetInviter,
  });
}

/** Stores a fresh session after login or registration; signed-out tabs adopt it. */
export function startSession(data: SessionData): void {
  storeSession(data);
  adoptSession(data);
  const { token, canInvite, canSetInviter } = data;
  otherTabs?.post({ kind: 'started', token, canInvite, canSetInviter });
}

/**
 * Takes a refreshed token issued at `issuedAt`, in this tab and in every tab still on an older one.
 * Tabs that refreshed at the same moment each get a token; only the latest issued is the session's
 * current one (the others die after the server's grace window), so an older one is never taken.
 */
export function replaceToken(token: string, issuedAt: number): void {
  const { token: from, issuedAt: known } = useSession.getState();
  // Another tab may already have stored a later token; its broadcast brings it here.
  if (issuedAt <= Math.max(known, storedIssuedAt())) return;
  writeStorage(StorageKey.tokenRefreshedAt, String(Date.now()));
  writeStorage(StorageKey.tokenIssuedAt, String(issuedAt));
  writeStorage(StorageKey.token, token);
  setToken(token, issuedAt);
  if (from !== null && from !== token) otherTabs?.post({ kind: 'refreshed', from, token, issuedAt });
}

/** Forgets the session in this tab only: storage, state, and every logout cleanup. */
function clearSession(): void {
  removeStorage(StorageKey.token);
  removeStorage(StorageKey.inviteFlags);
  removeStorage(StorageKey.tokenRefreshedAt);
  removeStorage(StorageKey.tokenIssuedAt);
  remember(null);
  useSession.setState({ token: null, issuedAt: 0, canInvite: false, canSetInviter: false });
  eventBus.emit('logout');
}

/** Clears the token and all client state, here and in the other tabs on the same session. */
export function endSession(): void {
  const token = currentToken();
  clearSession();
  if (token !== null) otherTabs?.post({ kind: 'ended', token });
}

/** Applies what another tab did; only to this tab (the storage is shared already), and never echoed back. */
function followOtherTab(message: SessionMessage): void {
  const current = currentToken();
  if (message.kind === 'refreshed') {
    // Same session (it replaced a token this tab held), and the later token wins whichever tab
    // asked first: that is the one the server keeps. A message without an issue time (storage
    // events of an older tab) is followed only from the token it replaced.
    const sameSession = current === message.from || heldTokens.includes(message.from);
    const later =
      message.issuedAt > 0 ? message.issuedAt > useSession.getState().issuedAt : current === message.from;
    if (!sameSession || !later) return;
    setToken(message.token, message.issuedAt);
    // Storage is shared, but a tab whose older answer landed late may have written over it.
    if (message.issuedAt > storedIssuedAt()) {
      writeStorage(StorageKey.tokenIssuedAt, String(message.issuedAt));
      writeStorage(StorageKey.token, message.token);
    }
  } else if (message.kind === 'ended') {
    if (current === message.token) clearSession();
  } else if (current === null) {
    adoptSession(message);
  }
}

/**
 * Keeps this tab on the same session as the browser's other tabs: a token refreshed, a logout or a
 * login in one reaches the others at once. Returns the function that stops it.
 */
export function shareSessionAcrossTabs(): () => void {
  otherTabs?.close();
  const channel = openSessionChannel(followOtherTab);
  otherTabs = channel;
  return () => {
    channel.close();
    if (otherTabs === channel) otherTabs = null;
  };
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
  // Another tab of this browser logged out: it empties the shared storage before it tells the
  // server, so when the server's push about that session beats the tab's own message here, nobody
  // was kicked and nobody is told so.
  const loggedOutByAnotherTab = wasSignedIn && readStorage(StorageKey.token) === null;
  endSession();
  if (loggedOutByAnotherTab) return;
  useSession.setState({ kicked: true });
  // Several calls in flight can all fail with the same code; one explanation is enough.
  if (!wasSignedIn) return;
  const text = retcodeInfo(retcode)?.message[language] ?? retmsg;
  pushAlert({ text: text || retmsg });
}
