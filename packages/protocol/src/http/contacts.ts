import { z } from 'zod';
import { platformBodySchema } from './common.ts';
import { liftContactId, readAddressBookInput } from './contact-wire.ts';

/** The four tag labels of a contact phone; an unknown tag becomes Other. */
export const contactTags = ['Mobile', 'Home', 'Work', 'Other'] as const;
/** A contact phone's tag. */
export type ContactTag = (typeof contactTags)[number];
/** At most this many phones per contact. */
export const MAX_CONTACT_PHONES = 5;
/** Name and company are at most 20 characters, a note at most 100. */
export const CONTACT_LIMITS = { name: 20, company: 20, note: 100 } as const;
/** The spec's email pattern: letters, digits, dot, underscore, hyphen, @, alphanumerics, a dot, 2 to 4 letters. */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9]+\.[A-Za-z]{2,4}$/;

/** Most live contacts one account may keep. */
export const MAX_ADDRESS_BOOK_SIZE = 10_000;

/** Strips plus signs, brackets and whitespace, as the spec does for contact phones. */
export function cleanContactPhone(value: string): string {
  return value.replace(/[+()[\]\s]/g, '').trim();
}

/** One phone of a contact. */
export const contactPhoneSchema = z.object({
  /** Country calling code, digits only. */
  telCode: z
    .string()
    .transform(cleanContactPhone)
    .pipe(z.string().regex(/^\d{1,4}$/, 'country code must be 1 to 4 digits')),
  /** National number, digits only. */
  phone: z
    .string()
    .transform(cleanContactPhone)
    .pipe(z.string().regex(/^\d{1,15}$/, 'phone number must be digits only')),
  /** Tag label; anything outside the four labels becomes Other. */
  tag: z
    .string()
    .optional()
    .transform(
      (tag): ContactTag =>
        (contactTags as readonly string[]).includes(tag ?? '') ? (tag as ContactTag) : 'Other',
    ),
});
/** One phone of a contact. */
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

/** A contact as the form edits it and the server stores it. */
export const addressBookSchema = z.object({
  /** Display name, required, at most 20 characters. */
  name: z
    .string()
    .trim()
    .min(1, 'name is required')
    .max(CONTACT_LIMITS.name, 'name must be at most 20 characters'),
  /** Email, optional, matching the spec's simple pattern. */
  email: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || CONTACT_EMAIL_PATTERN.test(value), 'email is not a valid address'),
  /** Company, optional, at most 20 characters. */
  companyName: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, 'company must be at most 20 characters')
    .default(''),
  /** Note, optional, at most 100 characters. */
  note: z.string().trim().max(CONTACT_LIMITS.note, 'note must be at most 100 characters').default(''),
  /** One to five phones. */
  phoneList: z
    .array(contactPhoneSchema)
    .min(1, 'at least one phone number is required')
    .max(MAX_CONTACT_PHONES, 'at most 5 phone numbers'),
});
/** A contact's fields. */
export type AddressBook = z.infer<typeof addressBookSchema>;
/** A contact's fields as a form or file provides them, before normalisation. */
export type AddressBookInput = z.input<typeof addressBookSchema>;

/** One entry of getCloudAddressBook: a contact, or the tombstone of a deleted one. */
export const addressBookEntrySchema = z.object({
  /** Contact id. */
  id: z.string(),
  /** The contact's fields, JSON-encoded (the spec's wire form); '' for a deleted contact. */
  addressBook: z.string(),
  /** True when the contact was deleted since the requested time. */
  deleted: z.boolean(),
  /** Time of the last change (ms), unique and increasing per account. */
  updateTime: z.number().int(),
});
/** One address book entry on the wire. */
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** GET /getCloudAddressBook query: changes after `since`, in pages. */
export const addressBookQuerySchema = z.object({
  /** Page size, at most 500. */
  pageSize: z.coerce.number().int().min(1).max(500).default(500),
  /** Only changes after this time (ms); 0 or absent for everything. */
  since: z.coerce.number().int().nonnegative().optional(),
  /** Cursor: the previous page's nextStartTime. */
  startTime: z.coerce.number().int().nonnegative().optional(),
});
/** GET /getCloudAddressBook answer. */
export const addressBookListDataSchema = z.object({
  /** Changed contacts and tombstones, oldest change first. */
  addressBookList: z.array(addressBookEntrySchema),
  /** Cursor for the next page, or null when there is no more. */
  nextStartTime: z.number().int().nullable(),
});

/** POST /createOrUpdateCloudAddressBook: no id creates a contact. */
export const saveContactBodySchema = z.preprocess(
  liftContactId,
  platformBodySchema.extend({
    /** Id of the contact to update; absent or '' to create one (the addressBook's `_id` counts too). */
    id: z.string().max(64).optional(),
    /** The contact's fields: an object or the same JSON-encoded, with phoneList or phone0..4. */
    addressBook: z.preprocess(readAddressBookInput, addressBookSchema),
  }),
);
/** Answer of createOrUpdateCloudAddressBook. */
export const saveContactDataSchema = z.object({
  /** Id of the saved contact. */
  id: z.string(),
  /** Its change time. */
  updateTime: z.number().int(),
  /** The saved contact as getCloudAddressBook lists it (with the derived fields). */
  entry: addressBookEntrySchema.optional(),
});

/** POST /delCloudAddressBook: comma-joined ids (JSON or a form post), any number up to a full book. */
export const deleteContactsBodySchema = platformBodySchema.extend({
  /** Ids joined by commas. */
  ids: z
    .string()
    .min(1, 'ids is required')
    .max(MAX_ADDRESS_BOOK_SIZE * 40),
});
/** Answer of delCloudAddressBook. */
export const deleteContactsDataSchema = z.object({
  /** How many contacts were deleted. */
  deleted: z.number().int(),
});
