import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import {
  API_VERSION,
  type Form,
  type OfferedNumber,
  type OwnedNumber,
  single,
  twilioResources,
} from './twilio-resources.ts';

export type { Form } from './twilio-resources.ts';

/** One request the stand-in's REST API received. */
export interface ApiRequest {
  method: string;
  /** Path below /2010-04-01/Accounts/{AccountSid}, e.g. /Messages.json. */
  path: string;
  query: Form;
  form: Form;
}

/** What a webhook post got back from the server. */
export interface WebhookAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A message Twilio accepted, with what it was sent with. */
export interface AcceptedMessage {
  sid: string;
  form: Form;
}

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

function formOf(text: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = form[name];
    form[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return form;
}

function encode(params: Form): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body.toString();
}

/**
 * A local stand-in of the part of Twilio's REST API the carrier uses (Messages, AvailablePhoneNumbers,
 * IncomingPhoneNumbers, media and recordings), answering JSON shaped as Twilio documents it behind
 * HTTP basic auth, and playing Twilio's side of the webhooks: it posts forms signed the way Twilio
 * signs them (the official library's getExpectedTwilioSignature over the public address).
 */
export async function startTwilioStandIn(options: { publicUrl: string }) {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const requests: ApiRequest[] = [];
  const accepted: AcceptedMessage[] = [];
  /** Numbers on offer by "{Country}/{List}" (US/Local, US/TollFree, GB/Mobile). */
  const offers = new Map<string, OfferedNumber[]>();
  const owned = new Map<string, OwnedNumber>();
  /** Bytes served at paths below the account (media of inbound MMS, recordings). */
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  /** To numbers Twilio refuses outright (error 21211, HTTP 400). */
  const refusedTo = new Set<string>();
  /** To numbers whose messages meet an outage (HTTP 503), as when Twilio cannot take them now. */
  const unavailableTo = new Set<string>();
  /** While true, the number APIs (search, buy, release) answer 503, as in an outage. */
  const numbers = { down: false };
  let serverUrl = '';
  const prefix = `/${API_VERSION}/Accounts/${accountSid}`;

  const json = (response: ServerResponse, status: number, body?: unknown): void => {
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: number, message: string): void =>
    json(response, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });
  const resources = twilioResources(accountSid);

  function answer(request: ApiRequest, response: ServerResponse) {
    const { method, path, query, form } = request;
    const file = files.get(path);
    if (method === 'GET' && file !== undefined) {
      response.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.byteLength });
      response.end(file.bytes);
      return;
    }
    if (method === 'POST' && path === '/Messages.json') {
      const to = single(form.To) ?? '';
      if (refusedTo.has(to)) return error(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
      if (unavailableTo.has(to)) return error(response, 503, 20503, 'Service Unavailable');
      if (form.Body === undefined && form.MediaUrl === undefined)
        return error(response, 400, 21619, 'A text message body or media urls must be specified.');
      const sid = sidOf(form.MediaUrl === undefined ? 'SM' : 'MM');
      accepted.push({ sid, form });
      return json(response, 201, resources.message(sid, form));
    }
    const numbersApi = path.startsWith('/AvailablePhoneNumbers/') || path.startsWith('/IncomingPhoneNumbers');
    if (numbers.down && numbersApi) return error(response, 503, 20503, 'Service Unavailable');
    const search = /^\/AvailablePhoneNumbers\/([A-Z]{2})\/(Local|TollFree|Mobile)\.json$/.exec(path);
    if (method === 'GET' && search !== null) {
      const pageSize = Number(single(query.PageSize) ?? 50);
      const areaCode = single(query.AreaCode);
      const numbers = (offers.get(`${search[1]}/${search[2]}`) ?? [])
        .filter((number) => areaCode === undefined || number.phone_number.startsWith(`+1${areaCode}`))
        .slice(0, pageSize)
        .map(resources.available);
      return json(response, 200, resources.page('available_phone_numbers', path, numbers, pageSize));
    }
    if (method === 'POST' && path === '/IncomingPhoneNumbers.json') {
      // Only a number on offer can be bought, once: it leaves the offers.
      const wanted = single(form.PhoneNumber) ?? '';
      const list = [...offers.values()].find((offered) => offered.some((n) => n.phone_number === wanted));
      if (list === undefined) return error(response, 400, 21422, 'PhoneNumber is not available');
      list.splice(
        list.findIndex((n) => n.phone_number === wanted),
        1,
      );
      const number = {
        sid: sidOf('PN'),
        phone_number: single(form.PhoneNumber) ?? '',
        sms_url: single(form.SmsUrl) ?? '',
        voice_url: single(form.VoiceUrl) ?? '',
      };
      owned.set(number.sid, number);
      return json(response, 201, resources.number(number));
    }
    if (method === 'GET' && path === '/IncomingPhoneNumbers.json') {
      const wanted = single(query.PhoneNumber);
      const numbers = [...owned.values()].filter(
        (number) => wanted === undefined || number.phone_number === wanted,
      );
      return json(
        response,
        200,
        resources.page('incoming_phone_numbers', path, numbers.map(resources.number), 50),
      );
    }
    const release = /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/.exec(path);
    if (method === 'DELETE' && release !== null) {
      if (!owned.delete(release[1]!))
        return error(response, 404, 20404, 'The requested resource was not found');
      return json(response, 204);
    }
    error(response, 404, 20404, 'The requested resource was not found');
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (incoming.headers.authorization !== expected) {
        return error(response, 401, 20003, 'Authenticate');
      }
      if (!url.pathname.startsWith(prefix))
        return error(response, 404, 20404, 'The requested resource was not found');
      const request: ApiRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname.slice(prefix.length),
        query: formOf(url.search.slice(1)),
        form: formOf(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Posts a form to an address of our server as Twilio does: signed over that public address. */
  async function post(publicAddress: string, params: Form, signWith = authToken): Promise<WebhookAnswer> {
    const target = new URL(publicAddress);
    const signature = twilio.getExpectedTwilioSignature(signWith, publicAddress, params);
    const response = await fetch(`${serverUrl}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: encode(params),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }

  return {
    url,
    accountSid,
    authToken,
    requests,
    accepted,
    offers,
    owned,
    refusedTo,
    unavailableTo,
    numbers,
    /** Where our server really listens; the public address maps to it, as a proxy in front of it would. */
    deliverTo(address: string) {
      serverUrl = address;
    },
    /** The public address of a path of our server. */
    publicAddress: (path: string) => `${options.publicUrl}${path}`,
    post,
    /** Serves bytes under the account (an inbound MMS picture, a recording); resolves its address. */
    serve(path: string, bytes: Buffer, contentType: string): string {
      files.set(path, { bytes, contentType });
      return `${url}${prefix}${path}`;
    },
    /** The form of an inbound message Twilio posts to a number's messaging webhook. */
    inboundForm(message: {
      from: string;
      to: string;
      body: string;
      media?: { url: string; contentType: string }[];
    }) {
      const sid = sidOf(message.media === undefined ? 'SM' : 'MM');
      const media = message.media ?? [];
      const form: Form = {
        ToCountry: 'US',
        SmsMessageSid: sid,
        NumMedia: String(media.length),
        SmsSid: sid,
        SmsStatus: 'received',
        Body: message.body,
        FromCountry: 'US',
        To: message.to,
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: message.from,
        ApiVersion: API_VERSION,
      };
      media.forEach((item, index) => {
        form[`MediaUrl${index}`] = item.url;
        form[`MediaContentType${index}`] = item.contentType;
      });
      return form;
    },
    /** Posts the status of an accepted message to its StatusCallback, as Twilio reports progress. */
    reportStatus(message: AcceptedMessage, status: string) {
      const failed = status === 'failed' || status === 'undelivered';
      return post(single(message.form.StatusCallback) ?? '', {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        From: single(message.form.From) ?? '',
        To: single(message.form.To) ?? '',
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        ...(failed ? { ErrorCode: '30003' } : {}),
      });
    },
    /** Fetches an address of our server that Twilio was given (an MMS picture's link). */
    async fetchPublic(publicAddress: string) {
      const target = new URL(publicAddress);
      const response = await fetch(`${serverUrl}${target.pathname}${target.search}`);
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running stand-in. */
export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

/** The value of an XML attribute of TwiML (its entities decoded); undefined when absent. */
export function twimlAttribute(twiml: string, element: string, attribute: string): string | undefined {
  const tag = new RegExp(`<${element}\\b[^>]*\\b${attribute}="([^"]*)"`).exec(twiml);
  return tag?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A fresh SID of a kind (RE for recordings, CA for calls, TR for transcriptions). */
export const newSid = sidOf;
