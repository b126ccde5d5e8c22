import { create } from 'zustand';

/**
 * What a global alert looks like: a notice (title "Notice", OK), the general error dialog of spec
 * 001 section 8 ("Something went wrong", OK) or the insufficient-balance dialog (Back, Recharge).
 */
export type AlertKind = 'notice' | 'generalError' | 'noCredit';

/** One global alert: either a ready text (a server retmsg) or a translation key of the common namespace. */
export interface AlertItem {
  /** Unique id, so the same text raised again after the first was dismissed is a new alert. */
  id: number;
  /** Which dialog shows it; a notice when absent. */
  kind?: AlertKind;
  /** Text to show as is (server messages are already in the requested language). */
  text?: string;
  /** Translation key, for alerts raised by code that has no access to i18n. */
  messageKey?: string;
}

type NewAlert = Omit<AlertItem, 'id'>;

const sameAlert = (a: NewAlert, b: NewAlert): boolean =>
  (a.kind ?? 'notice') === (b.kind ?? 'notice') && a.text === b.text && a.messageKey === b.messageKey;

interface AlertState {
  queue: AlertItem[];
  push: (alert: NewAlert) => void;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/**
 * Queue of global alerts shown one at a time by the app's alert dialog. An alert equal to one still
 * queued is dropped: several calls failing the same way at once explain it once.
 */
export const useAlerts = create<AlertState>((set) => ({
  queue: [],
  push: (alert) =>
    set((state) =>
      state.queue.some((queued) => sameAlert(queued, alert))
        ? state
        : { queue: [...state.queue, { ...alert, id: nextId++ }] },
    ),
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((item) => item.id !== id) })),
  clear: () => set({ queue: [] }),
}));

/** Raises a global alert from anywhere (API client, storage, socket). */
export function pushAlert(alert: NewAlert): void {
  useAlerts.getState().push(alert);
}

/**
 * Opens the insufficient-balance dialog (Back, Recharge) from any feature, with the server's
 * message ('' for the catalogue's general text).
 */
export function showNoCredit(text = ''): void {
  pushAlert({ kind: 'noCredit', text });
}

/** Opens the general error dialog ("Something went wrong", OK) with the server's message. */
export function showGeneralError(text = ''): void {
  pushAlert({ kind: 'generalError', text });
}
