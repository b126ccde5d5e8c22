import { create } from 'zustand';

/** A number as the contacts feature takes it: calling code and national number. */
export interface ContactNumber {
  telCode: string;
  phone: string;
}

interface ContactActionsState {
  /** Number the add-contact dialog is open for. */
  adding: ContactNumber | null;
  /** Number the contact detail panel shows. */
  detail: ContactNumber | null;
  openAdd: (number: ContactNumber) => void;
  openDetail: (number: ContactNumber) => void;
  closeAdd: () => void;
  closeDetail: () => void;
}

/** Which contact dialog or side panel the chat header and the banner opened. */
export const useContactActions = create<ContactActionsState>((set) => ({
  adding: null,
  detail: null,
  openAdd: (number) => set({ adding: number }),
  openDetail: (number) => set({ detail: number }),
  closeAdd: () => set({ adding: null }),
  closeDetail: () => set({ detail: null }),
}));

/** The contacts-feature number of a conversation's other party (national part when known). */
export function contactNumberOf(fullNumber: string, telCode: string, shortPhone: string): ContactNumber {
  if (telCode && shortPhone && `${telCode}${shortPhone}` === fullNumber)
    return { telCode, phone: shortPhone };
  if (telCode && fullNumber.startsWith(telCode)) return { telCode, phone: fullNumber.slice(telCode.length) };
  return { telCode, phone: shortPhone || fullNumber };
}
