import { z } from 'zod';

/**
 * A contact on the wire, as spec section 3 names its fields: `_id`, name, email, companyName, note
 * and up to five phones as phone0..4 (the number as saved), telCode0..4 and tag0..4, with the
 * derived shortPhone0..4 (national number without a trunk prefix) and formatPhone0..4 (the number as
 * people read it). getCloudAddressBook sends this object JSON-encoded; saves accept it or phoneList.
 */

/** The five phone slots of the flat shape: phone0 .. phone4. */
export const CONTACT_PHONE_SLOTS = [0, 1, 2, 3, 4] as const;
type Slot = (typeof CONTACT_PHONE_SLOTS)[number];
type SlotField = 'phone' | 'telCode' | 'tag' | 'shortPhone' | 'formatPhone';

/** A contact in the flat wire shape. */
export type WireContact = {
  _id: string;
  name: string;
  email: string;
  companyName: string;
  note: string;
} & Partial<Record<`${SlotField}${Slot}`, string>>;

/** The flat wire shape: the named fields, and the slot fields as strings. */
export const wireContactSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    companyName: z.string(),
    note: z.string(),
  })
  .catchall(z.string()) as unknown as z.ZodType<WireContact>;

/** The phone of one slot as a save reads it; undefined when the slot is empty. */
function slotPhone(record: Record<string, unknown>, slot: Slot) {
  const phone = record[`phone${slot}`];
  if (typeof phone !== 'string' || phone.trim() === '') return undefined;
  const telCode = record[`telCode${slot}`];
  const tag = record[`tag${slot}`];
  return {
    telCode: typeof telCode === 'string' ? telCode : '',
    phone,
    ...(typeof tag === 'string' ? { tag } : {}),
  };
}

/**
 * A saved contact's input as the address book schema reads it: JSON text decoded, and the flat
 * shape's phone0..4 turned into phoneList (empty slots dropped; derived fields ignored). Anything
 * else is passed on for the schema to refuse.
 */
export function readAddressBookInput(value: unknown): unknown {
  let decoded = value;
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return decoded;
  const record = decoded as Record<string, unknown>;
  if ('phoneList' in record) return record;
  const slots = CONTACT_PHONE_SLOTS.map((slot) => slotPhone(record, slot));
  if (!CONTACT_PHONE_SLOTS.some((slot) => `phone${slot}` in record)) return record;
  return { ...record, phoneList: slots.filter((phone) => phone !== undefined) };
}

/** A save body with the addressBook's `_id` as its `id` when the body names none. */
export function liftContactId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  if (typeof record.id === 'string' && record.id.trim() !== '') return record;
  const book = readAddressBookInput(record.addressBook);
  const id = typeof book === 'object' && book !== null ? (book as Record<string, unknown>)._id : undefined;
  return typeof id === 'string' && id !== '' ? { ...record, id } : record;
}

/** Derived forms of one phone: its national number and how people read it. */
export interface DerivedPhone {
  shortPhone: string;
  formatPhone: string;
}

/** A contact's fields in the flat wire shape, each phone's derived forms made by `derive`. */
export function toWireContact(
  id: string,
  book: {
    name: string;
    email: string;
    companyName: string;
    note: string;
    phoneList: readonly { telCode: string; phone: string; tag: string }[];
  },
  derive: (telCode: string, phone: string) => DerivedPhone,
): WireContact {
  const wire: Record<string, string> = {
    _id: id,
    name: book.name,
    email: book.email,
    companyName: book.companyName,
    note: book.note,
  };
  book.phoneList.slice(0, CONTACT_PHONE_SLOTS.length).forEach((item, slot) => {
    const derived = derive(item.telCode, item.phone);
    wire[`phone${slot}`] = item.phone;
    wire[`telCode${slot}`] = item.telCode;
    wire[`tag${slot}`] = item.tag;
    wire[`shortPhone${slot}`] = derived.shortPhone;
    wire[`formatPhone${slot}`] = derived.formatPhone;
  });
  return wire as WireContact;
}
