import type { AddressBook, ContactTag } from '@switchboard/protocol';
import {
  addressBookSchema,
  CONTACT_LIMITS,
  cleanContactPhone,
  MAX_CONTACT_PHONES,
} from '@switchboard/protocol';
import { z } from 'zod';
import { withMessages } from '../../../lib/formErrors.ts';
import type { Contact } from '../state/contactsStore.ts';

/** One phone row of the form. */
export interface PhoneRowValues {
  telCode: string;
  phone: string;
  tag: ContactTag;
}

/** Everything the contact form edits, named as the contract names a contact's fields. */
export interface ContactFormValues {
  name: string;
  email: string;
  companyName: string;
  note: string;
  phoneList: PhoneRowValues[];
}

/** A message of the contacts namespace the form shows under a field. */
type ErrorKey = `errors.${
  | 'nameRequired'
  | 'nameTooLong'
  | 'email'
  | 'companyTooLong'
  | 'noteTooLong'
  | 'telCodeRequired'
  | 'telCodeDigits'
  | 'phoneRequired'
  | 'phoneDigits'
  | 'phonesMax'}`;

/** The `max` each field's message names. */
export const FIELD_LIMITS = {
  name: CONTACT_LIMITS.name,
  companyName: CONTACT_LIMITS.company,
  note: CONTACT_LIMITS.note,
  phoneList: MAX_CONTACT_PHONES,
} as const;

/** A blank phone row (tag Other, the spec's default). */
export function blankPhoneRow(telCode = ''): PhoneRowValues {
  return { telCode, phone: '', tag: 'Other' };
}

/**
 * The form's starting values: the contact being edited, or a new one with prefilled numbers (a
 * blank first row takes `defaultTelCode`, the account's own country).
 */
export function initialFormValues(
  contact?: Contact,
  initial?: { phones?: { telCode: string; phone: string }[]; name?: string },
  defaultTelCode = '',
): ContactFormValues {
  if (contact) {
    return {
      name: contact.name,
      email: contact.email,
      companyName: contact.companyName,
      note: contact.note,
      phoneList: contact.phones.map(({ telCode, phone, tag }) => ({ telCode, phone, tag })),
    };
  }
  const phones = (initial?.phones ?? [])
    .slice(0, MAX_CONTACT_PHONES)
    .map(({ telCode, phone }) => ({ telCode, phone, tag: 'Other' as const }));
  return {
    name: initial?.name ?? '',
    email: '',
    companyName: '',
    note: '',
    phoneList: phones.length > 0 ? phones : [blankPhoneRow(defaultTelCode)],
  };
}

/** The message of a phone row's code or number: missing, or not digits. */
function phoneMessage(issue: z.core.$ZodIssue, rows: unknown): ErrorKey {
  const [index, part] = issue.path;
  if (typeof index !== 'number' || (part !== 'telCode' && part !== 'phone')) {
    return issue.code === 'too_small' ? 'errors.phoneRequired' : 'errors.phonesMax';
  }
  const raw = (rows as PhoneRowValues[])[index]?.[part] ?? '';
  const empty = cleanContactPhone(raw) === '';
  if (part === 'telCode') return empty ? 'errors.telCodeRequired' : 'errors.telCodeDigits';
  return empty ? 'errors.phoneRequired' : 'errors.phoneDigits';
}

/**
 * The contract's addressBookSchema (the server's own rules), each field's failures named with the
 * contacts namespace's messages; a valid form parses to the normalised contact. Typed over the
 * form's values: the form always holds the fields the contract lets default.
 */
export const contactFormSchema = z.object({
  name: withMessages(
    addressBookSchema.shape.name,
    (_issue, value): ErrorKey =>
      String(value ?? '').trim() === '' ? 'errors.nameRequired' : 'errors.nameTooLong',
  ),
  email: withMessages(addressBookSchema.shape.email, (): ErrorKey => 'errors.email'),
  companyName: withMessages(addressBookSchema.shape.companyName, (): ErrorKey => 'errors.companyTooLong'),
  note: withMessages(addressBookSchema.shape.note, (): ErrorKey => 'errors.noteTooLong'),
  phoneList: withMessages(addressBookSchema.shape.phoneList, phoneMessage),
}) as unknown as z.ZodType<AddressBook, ContactFormValues>;
