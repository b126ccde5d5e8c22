import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { ChatPartner } from '../state/chatStore.ts';

/** What the To field hands a recipient picker (the spec's contacts picker). */
export interface RecipientPickerProps {
  /** The number input the picker opens under. */
  anchorEl: HTMLElement;
  /** What is typed so far, to narrow the list. */
  query: string;
  /** Calls back with the chosen person (name, full phone, its calling code, national number). */
  onPick: (partner: ChatPartner) => void;
  /** Closes the picker without a choice. */
  onClose: () => void;
}

/**
 * Extension point of the To field: the contacts feature registers its picker here and the number
 * input then opens it on focus. Without one, the field takes typed numbers only.
 */
export const useRecipientPicker = create<{ picker: ComponentType<RecipientPickerProps> | null }>(() => ({
  picker: null,
}));

/** Registers (or with null removes) the picker the To field opens. */
export function registerRecipientPicker(picker: ComponentType<RecipientPickerProps> | null): void {
  useRecipientPicker.setState({ picker });
}
