import { create } from 'zustand';

/** One global alert: either a ready text (a server retmsg) or a translation key of the common namespace. */
export interface AlertItem {
  /** Unique id, so the same text twice is still two alerts. */
  id: number;
  /** Text to show as is (server messages are already in the requested language). */
  text?: string;
  /** Translation key, for alerts raised by code that has no access to i18n. */
  messageKey?: string;
}

interface AlertState {
  queue: AlertItem[];
  push: (alert: Omit<AlertItem, 'id'>) => void;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** Queue of global alerts shown one at a time by the app's alert dialog. */
export const useAlerts = create<AlertState>((set) => ({
  queue: [],
  push: (alert) => set((state) => ({ queue: [...state.queue, { ...alert, id: nextId++ }] })),
  dismiss: (id) => set((state) => ({ queue: state.queue.filter((item) => item.id !== id) })),
  clear: () => set({ queue: [] }),
}));

/** Raises a global alert from anywhere (API client, storage, socket). */
export function pushAlert(alert: Omit<AlertItem, 'id'>): void {
  useAlerts.getState().push(alert);
}
