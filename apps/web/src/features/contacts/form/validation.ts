import type { AddressBook, ContactTag } from '@switchboard/protocol';
import {
  addressBookSchema,
  CONTACT_LIMITS,
  cleanContactPhone,
  MAX_CONTACT_PHONES,
} from '@switchboard/protocol';
import type { Contact } from '../state/contactsStore.ts';

/** One phone row of the form. */
export interface PhoneRowValues {
  telCode: string;
  phone: string;
  tag: ContactTag;
}

/** Everything the contact form edits. */
export interface ContactFormValues {
  name: string;
  email: string;
  companyName: string;
  note: string;
  phones: PhoneRowValues[];
}

/** A translated message: a key of the contacts namespace and its parameters. */
export interface FormError {
  key: string;
  max?: number;
}

/** Errors by field: name, email, companyName, note, phones, phones.<i>.telCode, phones.<i>.phone. */
export type FormErrors = Record<string, FormError>;

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
      phones: contact.phones.map(({ telCode, phone, tag }) => ({ telCode, phone, tag })),
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
    phones: phones.length > 0 ? phones : [blankPhoneRow(defaultTelCode)],
  };
}

function phoneFieldError(field: 'telCode' | 'phone', raw: string): FormError {
  const empty = cleanContactPhone(raw) === '';
  if (field === 'telCode') return { key: empty ? 'errors.telCodeRequired' : 'errors.telCodeDigits' };
  return { key: empty ? 'errors.phoneRequired' : 'errors.phoneDigits' };
}

/**
 * Validates the form with the contract's addressBookSchema (the server's own rules) and turns each
 * problem into a translated message for its field; on success returns the normalised contact.
 */
export function validateContactForm(
  values: ContactFormValues,
): { ok: true; book: AddressBook } | { ok: false; errors: FormErrors } {
  const parsed = addressBookSchema.safeParse({
    name: values.name,
    email: values.email,
    companyName: values.companyName,
    note: values.note,
    phoneList: values.phones,
  });
  if (parsed.success) return { ok: true, book: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index, part] = issue.path;
    let key: string | undefined;
    let error: FormError | undefined;
    if (field === 'name') {
      key = 'name';
      error =
        values.name.trim() === ''
          ? { key: 'errors.nameRequired' }
          : { key: 'errors.nameTooLong', max: CONTACT_LIMITS.name };
    } else if (field === 'email') {
      key = 'email';
      error = { key: 'errors.email' };
    } else if (field === 'companyName') {
      key = 'companyName';
      error = { key: 'errors.companyTooLong', max: CONTACT_LIMITS.company };
    } else if (field === 'note') {
      key = 'note';
      error = { key: 'errors.noteTooLong', max: CONTACT_LIMITS.note };
    } else if (
      field === 'phoneList' &&
      typeof index === 'number' &&
      (part === 'telCode' || part === 'phone')
    ) {
      key = `phones.${index}.${part}`;
      error = phoneFieldError(part, values.phones[index]?.[part] ?? '');
    } else if (field === 'phoneList') {
      key = values.phones.length === 0 ? 'phones.0.phone' : 'phones';
      error =
        values.phones.length === 0
          ? { key: 'errors.phoneRequired' }
          : { key: 'errors.phonesMax', max: MAX_CONTACT_PHONES };
    }
    if (key && error && !errors[key]) errors[key] = error;
  }
  return { ok: false, errors };
}
