import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { RecipientPickerProps } from '../../../components/recipientPicker.ts';

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
