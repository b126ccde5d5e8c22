import { availableNumberOf, twilioSearchOf } from './twilio-numbers.ts';
import type { AvailableNumber, NumberSearch, SendResult } from './types.ts';

/** Telnyx's phone_number_type of a number search of this service. */
export type TelnyxNumberType = 'local' | 'mobile' | 'toll_free';

/** The country and number type Telnyx searches for a number search (toll-free as US numbers, as Twilio's). */
export function telnyxSearchOf(query: NumberSearch): { country: string; type: TelnyxNumberType } {
  const { country, list } = twilioSearchOf(query);
  return { country, type: list === 'tollFree' ? 'toll_free' : list };
}

/** What Telnyx says about a number it offers (available_phone_numbers), the fields read here. */
export interface TelnyxOfferedNumber {
  phone_number?: string;
  region_information?: { region_name?: string; region_type?: string }[];
}

/** A rate centre as Telnyx writes it ("SAN FRANCISCO") as the inventory does ("San Francisco"). */
function titleCased(name: string): string {
  return name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/**
 * A number Telnyx offers in this service's shape, mapped as Twilio's are: the locality is the
 * rate centre (or location), the region the state. Undefined for what is not a number.
 */
export function telnyxAvailableNumberOf(
  offered: TelnyxOfferedNumber,
  query: NumberSearch,
): AvailableNumber | undefined {
  const region = (type: string) =>
    offered.region_information?.find((part) => part.region_type === type)?.region_name ?? null;
  const locality = region('location') ?? region('rate_center');
  return availableNumberOf(
    {
      phoneNumber: offered.phone_number ?? '',
      locality: locality === null ? null : titleCased(locality),
      region: region('state'),
    },
    query,
  );
}

/**
 * The status of a recipient of an outbound message (to[].status of message.sent and
 * message.finalized) as this service records it. delivery_unconfirmed (no receipt came back from
 * the far carrier) stays sent: the message may well have arrived, so it is neither failed nor refunded.
 */
export function telnyxStatusOf(status: string | undefined): SendResult['status'] | undefined {
  switch (status) {
    case 'queued':
    case 'sending':
    case 'sent':
    case 'delivery_unconfirmed':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'sending_failed':
    case 'delivery_failed':
      return 'failed';
    default:
      return undefined;
  }
}
