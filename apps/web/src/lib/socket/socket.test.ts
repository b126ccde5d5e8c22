import { Retcode, retcodeInfo, SocketEvent } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupRuntime } from '../../test/helpers.tsx';
import { useAlerts } from '../alerts.ts';
import { useSession } from '../session.ts';
import { JUST_CONNECTED_MS, RESET_FLAG_MS, selectShowConnectionNotice, useConnection } from './connection.ts';
import { closeSocket, type SocketLike, wireSocket } from './socket.ts';

type Listener = (...args: never[]) => void;

/** Enough of a socket.io client socket to drive the wiring by hand. */
class FakeSocket implements SocketLike {
  active = true;
  readonly handlers = new Map<string, Listener[]>();
  readonly managerHandlers = new Map<string, Listener[]>();
  readonly disconnect = vi.fn();
  readonly io = {
    on: (event: string, listener: Listener) => this.managerHandlers.set(event, [listener]),
  };
  on(event: string, listener: Listener) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.handlers.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  setupRuntime('pingme', 'en');
  useConnection.setState({
    status: 'connecting',
    active: true,
    justConnected: false,
    serverClosed: false,
    resetting: false,
  });
});
afterEach(() => vi.useRealTimers());

describe('socket connection state', () => {
  it('marks connected and clears the just-connected flag after about 100 ms', () => {
    const socket = new FakeSocket();
    wireSocket(socket);
    socket.fire('connect');
    expect(useConnection.getState()).toMatchObject({ status: 'connected', justConnected: true });
    vi.advanceTimersByTime(JUST_CONNECTED_MS);
    expect(useConnection.getState().justConnected).toBe(false);
  });

  it('sets serverClosed unless the disconnect was a ping timeout, and shows the notice while reconnecting', () => {
    const socket = new FakeSocket();
    wireSocket(socket);
    socket.fire('connect');
    socket.fire('disconnect', 'ping timeout');
    expect(useConnection.getState()).toMatchObject({ serverClosed: false, status: 'reconnecting' });
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(true);
    socket.fire('disconnect', 'transport close');
    expect(useConnection.getState().serverClosed).toBe(true);
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    expect(useConnection.getState().status).toBe('disconnected');
  });

  it('hides the notice during a deliberate reset for 5 s', () => {
    closeSocket();
    useConnection.setState({ active: true, status: 'reconnecting', resetting: false });
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(true);
    useConnection.setState({ resetting: true });
    expect(selectShowConnectionNotice(useConnection.getState())).toBe(false);
    vi.advanceTimersByTime(RESET_FLAG_MS);
  });

  it('logs out and marks kicked on the server error event 200018', () => {
    useSession.setState({ token: 'tok_0123456789abcdefghijkl' });
    const socket = new FakeSocket();
    wireSocket(socket);
    socket.fire(SocketEvent.error, { retcode: Retcode.SESSION_ENDED, retmsg: 'bye' });
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
    expect(useAlerts.getState().queue.map((a) => a.text)).toEqual([
      retcodeInfo(Retcode.SESSION_ENDED)!.message.en,
    ]);
  });

  it('logs out on a refused handshake carrying 100008, but only reconnects on other errors', () => {
    useSession.setState({ token: 'tok_0123456789abcdefghijkl' });
    const socket = new FakeSocket();
    wireSocket(socket);
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
    useSession.setState({ token: 'tok_0123456789abcdefghijkl' });
    const socket = new FakeSocket();
    wireSocket(socket);
    socket.fire(SocketEvent.error, { retcode: Retcode.TOO_MANY_REQUESTS, retmsg: 'slow' });
    socket.fire(SocketEvent.error, 'garbage');
    expect(useSession.getState().token).not.toBeNull();
  });
});
