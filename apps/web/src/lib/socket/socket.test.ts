import { Retcode, retcodeInfo, SocketEvent, socketClientPolicy } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupRuntime } from '../../test/helpers.tsx';
import { useAlerts } from '../alerts.ts';
import { endSession, useSession } from '../session.ts';
import { StorageKey } from '../storage.ts';
import { serverDropDelay } from './backoff.ts';
import { JUST_CONNECTED_MS, RESET_FLAG_MS, selectShowConnectionNotice, useConnection } from './connection.ts';
import { type ConnectedInfo, clearEventBus, onServerEvent, onSocketConnected } from './events.ts';
import { closeSocket, connectSocket, SIBLING_LOGOUT_GRACE_MS, type SocketLike } from './socket.ts';

type Listener = (...args: never[]) => void;

/** Enough of a socket.io client socket to drive the layer by hand, as the server and network would. */
class FakeSocket implements SocketLike {
  active = true;
  recovered = false;
  readonly handlers = new Map<string, Listener[]>();
  readonly managerHandlers = new Map<string, Listener[]>();
  readonly disconnect = vi.fn(() => {
    this.active = false;
  });
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly io = {
    on: (event: string, listener: Listener) => this.managerHandlers.set(event, [listener]),
  };
  on(event: string, listener: Listener) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.handlers.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  /** The server closed the socket (graceful restart, deploy): socket.io stops reconnecting by itself. */
  serverCloses() {
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
}

const { io } = vi.hoisted(() => ({ io: vi.fn() }));
vi.mock(import('socket.io-client'), async (original) => ({ ...(await original()), io }));

let fake: FakeSocket;

function openSocket(): FakeSocket {
  fake = new FakeSocket();
  io.mockReturnValue(fake);
  connectSocket();
  return fake;
}

beforeEach(() => {
  vi.useFakeTimers();
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijkl' });
  // Signed in as the app signs in: the token is in the browser's storage too.
  localStorage.setItem(StorageKey.token, 'tok_0123456789abcdefghijkl');
  useConnection.setState({ resetting: false });
});
afterEach(() => {
  closeSocket();
  clearEventBus();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('socket connection', () => {
  it('asks socket.io for WebSocket with long polling as the fallback, on the spec’s backoff', () => {
    openSocket();
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        reconnectionDelay: socketClientPolicy.reconnectionDelay,
        reconnectionDelayMax: socketClientPolicy.reconnectionDelayMax,
      }),
    );
  });

  it('goes straight to long polling in a browser without WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    openSocket();
    expect(io).toHaveBeenCalledWith(expect.objectContaining({ transports: ['polling'] }));
  });

  it('marks connected and clears the just-connected flag after about 100 ms', () => {
    const socket = openSocket();
    socket.fire('connect');
    expect(useConnection.getState()).toMatchObject({ status: 'connected', justConnected: true });
    vi.advanceTimersByTime(JUST_CONNECTED_MS);
    expect(useConnection.getState().justConnected).toBe(false);
  });

  it('announces every connect on the bus: first, then a reconnect with what recovery said', () => {
    const seen: ConnectedInfo[] = [];
    onSocketConnected((info) => seen.push(info));
    const socket = openSocket();
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    socket.recovered = true;
    socket.fire('connect');
    socket.fire('disconnect', 'ping timeout');
    socket.recovered = false;
    socket.fire('connect');
    expect(seen).toEqual([
      { reconnect: false, recovered: false, serverClosed: false },
      { reconnect: true, recovered: true, serverClosed: true },
      { reconnect: true, recovered: false, serverClosed: false },
    ]);
  });

  it('sets serverClosed unless the disconnect was a ping timeout, and shows the notice while reconnecting', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.fire('disconnect', 'ping timeout');
    expect(useConnection.getState()).toMatchObject({ serverClosed: false, status: 'reconnecting' });
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(true);
    socket.fire('disconnect', 'transport close');
    expect(useConnection.getState().serverClosed).toBe(true);
  });

  it('hides the notice during a deliberate reset for 5 s', () => {
    openSocket();
    closeSocket();
    expect(useConnection.getState()).toMatchObject({ active: false, resetting: true });
    useConnection.setState({ active: true, status: 'reconnecting' });
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(false);
    vi.advanceTimersByTime(RESET_FLAG_MS);
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(true);
  });
});

describe('reconnecting after the server closed the socket', () => {
  it('reconnects by itself after a graceful restart, within the first backoff step', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.serverCloses();
    expect(useConnection.getState().status).toBe('reconnecting');
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(socketClientPolicy.reconnectionDelay * 1.5);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('backs off when the server keeps closing the socket right after each connect', () => {
    const socket = openSocket();
    socket.fire('connect');
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    for (let drop = 0; drop < 3; drop += 1) {
      socket.serverCloses();
      vi.advanceTimersByTime(socketClientPolicy.reconnectionDelay * 2 ** drop - 1);
      expect(socket.connect).toHaveBeenCalledTimes(drop);
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(drop + 1);
      socket.fire('connect');
    }
  });

  it('grows the delay from 500 ms to at most 60 s, jittered by half either way', () => {
    expect(serverDropDelay(0, () => 0.5)).toBe(500);
    expect(serverDropDelay(0, () => 0)).toBe(250);
    expect(serverDropDelay(0, () => 0.999_999)).toBe(750);
    expect(serverDropDelay(3, () => 0.5)).toBe(4_000);
    expect(serverDropDelay(30, () => 0.999_999)).toBe(60_000);
    expect(serverDropDelay(30, () => 0)).toBe(30_000);
  });

  it('reconnects after a refused handshake whose code does not end the session', () => {
    const socket = openSocket();
    socket.active = false;
    socket.fire(
      'connect_error',
      Object.assign(new Error('refused'), { data: { retcode: Retcode.TOO_MANY_REQUESTS, retmsg: 'slow' } }),
    );
    vi.advanceTimersByTime(socketClientPolicy.reconnectionDelayMax);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect after a kick, and logs out with the code’s own alert', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.fire(SocketEvent.error, { retcode: Retcode.SESSION_ENDED, retmsg: 'bye' });
    socket.serverCloses();
    vi.advanceTimersByTime(socketClientPolicy.reconnectionDelayMax * 2);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
    expect(useAlerts.getState().queue.map((a) => a.text)).toEqual([
      retcodeInfo(Retcode.SESSION_ENDED)!.message.en,
    ]);
  });

  it('follows a logout of its session in another tab quietly when that tab’s word comes after the push', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.fire(SocketEvent.error, { retcode: Retcode.SESSION_ENDED, retmsg: 'bye', byLogout: true });
    socket.serverCloses();
    vi.advanceTimersByTime(SIBLING_LOGOUT_GRACE_MS / 2);
    // The other tab's word: it ended the session (as the session channel applies it).
    endSession();
    vi.advanceTimersByTime(SIBLING_LOGOUT_GRACE_MS + socketClientPolicy.reconnectionDelayMax * 2);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, kicked: false });
    expect(useAlerts.getState().queue).toEqual([]);
  });

  it('tells its user when a copy of its session logged out elsewhere and no tab of this browser says so', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.fire(SocketEvent.error, { retcode: Retcode.SESSION_ENDED, retmsg: 'bye', byLogout: true });
    socket.serverCloses();
    expect(useAlerts.getState().queue).toEqual([]);
    vi.advanceTimersByTime(SIBLING_LOGOUT_GRACE_MS);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
    expect(useAlerts.getState().queue.map((a) => a.text)).toEqual([
      retcodeInfo(Retcode.SESSION_ENDED)!.message.en,
    ]);
  });

  it('does not reconnect once the socket was closed on purpose while a reconnect was pending', () => {
    const socket = openSocket();
    socket.fire('connect');
    socket.serverCloses();
    closeSocket();
    vi.advanceTimersByTime(socketClientPolicy.reconnectionDelayMax * 2);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(useConnection.getState().status).toBe('disconnected');
  });

  it('logs out on a refused handshake carrying 100008, but only reconnects on other errors', () => {
    const socket = openSocket();
    socket.fire('connect_error', Object.assign(new Error('xhr poll error'), { data: undefined }));
    expect(useSession.getState().token).not.toBeNull();
    expect(useConnection.getState().status).toBe('reconnecting');
    socket.fire(
      'connect_error',
      Object.assign(new Error('refused'), { data: { retcode: Retcode.TOKEN_INVALID, retmsg: 'expired' } }),
    );
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
  });

  it('ignores error events that do not end the session', () => {
    const socket = openSocket();
    socket.fire(SocketEvent.error, { retcode: Retcode.TOO_MANY_REQUESTS, retmsg: 'slow' });
    socket.fire(SocketEvent.error, 'garbage');
    expect(useSession.getState().token).not.toBeNull();
  });
});

describe('server events on the bus', () => {
  it('listens to every server event once', () => {
    const socket = openSocket();
    for (const event of Object.values(SocketEvent)) {
      if (event === SocketEvent.sendMessage) continue;
      expect(socket.handlers.get(event)?.length, event).toBeGreaterThan(0);
    }
    expect(socket.handlers.get(SocketEvent.balanceChanged)).toHaveLength(1);
  });

  it('hands parsed payloads to the bus and drops malformed ones', () => {
    const balances: number[] = [];
    const jitters: number[] = [];
    onServerEvent(SocketEvent.balanceChanged, ({ balance }) => balances.push(balance));
    onServerEvent(SocketEvent.resync, ({ jitterMs }) => jitters.push(jitterMs));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = openSocket();
    socket.fire(SocketEvent.balanceChanged, { balance: 125_000 });
    socket.fire(SocketEvent.balanceChanged, { balance: 'lots' });
    socket.fire(SocketEvent.balanceChanged);
    socket.fire(SocketEvent.resync, { jitterMs: 2_000 });
    expect(balances).toEqual([125_000]);
    expect(jitters).toEqual([2_000]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
