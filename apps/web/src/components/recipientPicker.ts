/** The person a recipient picker hands back: the chats' partner of a new conversation. */
export interface PickedRecipient {
  /** Contact name, when the number is a saved contact. */
  name?: string;
  /** True when there is no saved name. */
  noName: boolean;
  /** Full number (calling code plus national number). */
  phone: string;
  /** Calling code ('' when unknown). */
  telCode: string;
  /** National number. */
  shortPhone: string;
}

/** What a To field hands a recipient picker (the spec's contacts picker). */
export interface RecipientPickerProps {
  /** The number input the picker opens under. */
  anchorEl: HTMLElement;
  /** What is typed so far, to narrow the list. */
  query: string;
  /** Calls back with the chosen person (name, full phone, its calling code, national number). */
  onPick: (recipient: PickedRecipient) => void;
  /** Closes the picker without a choice. */
  onClose: () => void;
}
