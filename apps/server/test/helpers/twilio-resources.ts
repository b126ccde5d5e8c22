/** A form or query as Twilio's API reads it: a repeated field (MediaUrl) as a list. */
export type Form = Record<string, string | string[]>;

/** A number AvailablePhoneNumbers offers, in Twilio's JSON fields. */
export interface OfferedNumber {
  phone_number: string;
  locality: string;
  region: string;
  iso_country: string;
}

/** A number the account owns (IncomingPhoneNumbers). */
export interface OwnedNumber {
  sid: string;
  phone_number: string;
  sms_url: string;
  voice_url: string;
}

export const API_VERSION = '2010-04-01';

/** The first value of a form field. */
export const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Dates as Twilio writes them (RFC 2822). */
const rfc2822 = (date = new Date()) => date.toUTCString().replace('GMT', '+0000');

/** What every resource of a number says it can do. */
const CAPABILITIES = { voice: true, SMS: true, MMS: true };

/** The JSON of the REST resources the stand-in answers, with the fields Twilio's API reference lists. */
export function twilioResources(accountSid: string) {
  const prefix = `/${API_VERSION}/Accounts/${accountSid}`;
  return {
    /** A page of a list resource: its items under `key` and the paging fields. */
    page: (key: string, path: string, items: unknown[], pageSize: number) => ({
      [key]: items,
      end: Math.max(items.length - 1, 0),
      first_page_uri: `${prefix}${path}?PageSize=${pageSize}&Page=0`,
      next_page_uri: null,
      page: 0,
      page_size: pageSize,
      previous_page_uri: null,
      start: 0,
      uri: `${prefix}${path}?PageSize=${pageSize}&Page=0`,
    }),

    /** A message just accepted (Messages.json): queued. */
    message: (sid: string, form: Form) => ({
      account_sid: accountSid,
      api_version: API_VERSION,
      body: single(form.Body) ?? '',
      date_created: rfc2822(),
      date_sent: null,
      date_updated: rfc2822(),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: single(form.From),
      messaging_service_sid: null,
      num_media: String(form.MediaUrl === undefined ? 0 : [form.MediaUrl].flat().length),
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `${prefix}/Messages/${sid}/Media.json` },
      to: single(form.To),
      uri: `${prefix}/Messages/${sid}.json`,
    }),

    /** A number on offer (AvailablePhoneNumbers). */
    available: (number: OfferedNumber) => ({
      ...number,
      friendly_name: number.phone_number,
      lata: '722',
      rate_center: number.locality.toUpperCase(),
      latitude: '37.780000',
      longitude: '-122.410000',
      postal_code: '94105',
      address_requirements: 'none',
      beta: false,
      capabilities: CAPABILITIES,
    }),

    /** A number of the account (IncomingPhoneNumbers). */
    number: (number: OwnedNumber) => ({
      account_sid: accountSid,
      address_requirements: 'none',
      api_version: API_VERSION,
      beta: false,
      capabilities: CAPABILITIES,
      date_created: rfc2822(),
      date_updated: rfc2822(),
      friendly_name: number.phone_number,
      origin: 'twilio',
      phone_number: number.phone_number,
      sid: number.sid,
      sms_method: 'POST',
      sms_url: number.sms_url,
      status: 'in-use',
      voice_method: 'POST',
      voice_url: number.voice_url,
      uri: `${prefix}/IncomingPhoneNumbers/${number.sid}.json`,
    }),
  };
}
