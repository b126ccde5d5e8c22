import { create } from 'zustand';

/** Socket connection states of the spec. */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** How long the "just connected" flag lasts after a connect. */
export const JUST_CONNECTED_MS = 100;
/** How long a deliberate reset hides the reconnecting/disconnected notice. */
export const RESET_FLAG_MS = 5_000;

interface ConnectionState {
  status: ConnectionStatus;
  /** True while a socket exists (logged in); the notice only makes sense then. */
  active: boolean;
  /** True for about 100 ms after each connect, so screens can tell a fresh connect from a steady one. */
  justConnected: boolean;
  /** True when the last disconnect was not a ping timeout, i.e. the server (or network) closed it. */
  serverClosed: boolean;
  /** True during a deliberate reset (logout, token change), when no notice should show. */
  resetting: boolean;
}

/** Connection state of the realtime socket. */
export const useConnection = create<ConnectionState>(() => ({
  status: 'disconnected',
  active: false,
  justConnected: false,
  serverClosed: false,
  resetting: false,
}));

let justConnectedTimer: ReturnType<typeof setTimeout> | undefined;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

/** Records a successful connect and clears the fresh-connect flag shortly after. */
export function markConnected(): void {
  clearTimeout(justConnectedTimer);
  useConnection.setState({ status: 'connected', justConnected: true });
  justConnectedTimer = setTimeout(() => useConnection.setState({ justConnected: false }), JUST_CONNECTED_MS);
}

/** Starts the deliberate-reset window during which no connection notice is shown. */
export function markResetting(): void {
  clearTimeout(resetTimer);
  useConnection.setState({ resetting: true });
  resetTimer = setTimeout(() => useConnection.setState({ resetting: false }), RESET_FLAG_MS);
}

/** True when the user should see the connection notice. */
export function selectShowConnectionNotice(state: ConnectionState): boolean {
  return (
    state.active && !state.resetting && (state.status === 'reconnecting' || state.status === 'disconnected')
  );
}
