import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AvailableNumber, NumberSearch, SendResult } from './types.ts';

/** The number search's country key of toll-free numbers (numbers.kinds.ts); Twilio sells them as US numbers. */
const TOLL_FREE_FLOW_CODE = 'TollFree';

/** A full number of this service (digits, country code first) as Twilio writes it: E.164. */
export function toE164(fullNumber: string): string {
  return `+${fullNumber}`;
}

/** A number as Twilio writes it (E.164, or a short code) as this service does: digits only. */
export function fromE164(number: string): string {
  return number.replace(/\D/g, '');
}

/** The country and list Twilio searches for a number search of this service. */
export function twilioSearchOf(query: NumberSearch): {
  country: string;
  list: 'local' | 'mobile' | 'tollFree';
} {
  if (query.country === TOLL_FREE_FLOW_CODE || query.type === 'tollFree') {
    return { country: query.country === TOLL_FREE_FLOW_CODE ? 'US' : query.country, list: 'tollFree' };
  }
  return { country: query.country, list: query.type };
}

/** What Twilio says about a number it offers (AvailablePhoneNumbers), as the library reads it. */
export interface OfferedNumber {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
}

/**
 * A number Twilio offers, in this service's shape: calling code and national number split by
 * libphonenumber; the area code is the first three digits in the NANP (+1), else the one asked
 * for; the region reads "Locality, ST" like the inventory's. Undefined for what is not a number.
 */
export function availableNumberOf(offered: OfferedNumber, query: NumberSearch): AvailableNumber | undefined {
  const parsed = parsePhoneNumberFromString(offered.phoneNumber);
  if (parsed === undefined) return undefined;
  const telCode = parsed.countryCallingCode;
  const phone = parsed.nationalNumber;
  const region = [offered.locality, offered.region].filter((part) => part !== null && part !== '').join(', ');
  return {
    telCode,
    phone,
    areaCode: telCode === '1' ? phone.slice(0, 3) : (query.areaCode ?? ''),
    region,
  };
}

/**
 * A message status of Twilio (the send's answer, or a status callback) as this service records it:
 * handed over until Twilio reports the handset got it or the message is lost for good.
 * Undefined for statuses of inbound messages, which no outbound row can take.
 */
export function carrierStatusOf(status: string): SendResult['status'] | undefined {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
    case 'sending':
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return undefined;
  }
}
