import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TELNYX_EVENTS, TELNYX_PATHS, TELNYX_SIGNATURE_HEADERS } from '../../src/adapters/carrier/index.ts';

/** The API v2 paths the stand-in answers. */
const API = {
  messages: '/v2/messages',
  available: '/v2/available_phone_numbers',
  orders: '/v2/number_orders',
  numbers: '/v2/phone_numbers',
} as const;

/** Telnyx's error codes the stand-in answers with. */
const CODES = { auth: '10009', notFound: '10005', invalidTo: '40310', unavailable: '10011' } as const;

/** One request the stand-in's API received. */
export interface ApiRequest {
  method: string;
  path: string;
  /** The query as sent: a repeated field as several entries. */
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** A message Telnyx accepted, with what it was sent with. */
export interface AcceptedMessage {
  id: string;
  body: Record<string, unknown>;
}

/** A number on offer, in the fields of available_phone_numbers. */
export interface OfferedNumber {
  phone_number: string;
  rate_center: string;
  state: string;
}

/** How a webhook is signed: right, with another key, over another body, or with an old timestamp. */
export type Signing = { key?: 'ours' | 'other'; body?: string; ageSeconds?: number; unsigned?: boolean };

/** The raw 32-byte Ed25519 public key in base64, as Telnyx's portal shows it (the tail of its SPKI DER). */
const rawPublicKey = (spkiDer: Buffer) => spkiDer.subarray(-32).toString('base64');

/**
 * A local stand-in of the part of Telnyx's API v2 the carrier uses (messages, available numbers,
 * number orders, phone numbers, inbound media), answering `{ data }` and `{ errors }` as Telnyx
 * documents them behind a Bearer key, and playing Telnyx's side of the webhooks: it posts events
 * signed with an Ed25519 key pair of its own, whose public key the server is configured with.
 */
export async function startTelnyxStandIn(options: { publicUrl: string }) {
  const apiKey = `KEY${randomBytes(16).toString('hex')}`;
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  const otherKeys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  const messagingProfileId = randomUUID();
  const requests: ApiRequest[] = [];
  const accepted: AcceptedMessage[] = [];
  /** Numbers on offer by "{country}/{type}" (US/local, US/toll_free, GB/mobile). */
  const offers = new Map<string, OfferedNumber[]>();
  /** Numbers of the account by id. */
  const owned = new Map<string, { id: string; phone_number: string; messaging_profile_id: string }>();
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  /** To numbers Telnyx refuses outright (HTTP 400, code 40310). */
  const refusedTo = new Set<string>();
  /** To numbers whose messages meet an outage (HTTP 503). */
  const unavailableTo = new Set<string>();
  let serverUrl = '';

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (response: ServerResponse, status: number, code: string, title: string, detail: string) =>
    json(response, status, { errors: [{ code, title, detail }] });

  function answer(request: ApiRequest, response: ServerResponse) {
    const { method, path, query, body } = request;
    const file = files.get(path);
    if (method === 'GET' && file !== undefined) {
      response.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.byteLength });
      return response.end(file.bytes);
    }
    if (method === 'POST' && path === API.messages) {
      const to = String(body.to ?? '');
      if (refusedTo.has(to)) return error(response, 400, CODES.invalidTo, "Invalid 'to' address", to);
      if (unavailableTo.has(to))
        return error(response, 503, CODES.unavailable, 'Service unavailable', 'Try again later');
      const id = randomUUID();
      accepted.push({ id, body });
      return json(response, 200, { data: messagePayload(id, body, 'queued') });
    }
    if (method === 'GET' && path === API.available) {
      const country = query.get('filter[country_code]');
      const type = query.get('filter[phone_number_type]');
      const ndc = query.get('filter[national_destination_code]');
      const limit = Number(query.get('filter[limit]') ?? 50);
      const data = (offers.get(`${country}/${type}`) ?? [])
        .filter((number) => ndc === null || number.phone_number.startsWith(`+1${ndc}`))
        .slice(0, limit)
        .map((number) => ({
          record_type: 'available_phone_number',
          phone_number: number.phone_number,
          vanity_format: '',
          best_effort: false,
          quickship: true,
          reservable: true,
          region_information: [
            { region_type: 'rate_center', region_name: number.rate_center },
            { region_type: 'state', region_name: number.state },
            { region_type: 'country_code', region_name: country },
          ],
          cost_information: { upfront_cost: '1.00', monthly_cost: '1.00', currency: 'USD' },
          features: [{ name: 'sms' }, { name: 'voice' }],
        }));
      return json(response, 200, { data, metadata: { total_results: data.length, best_effort_results: 0 } });
    }
    if (method === 'POST' && path === API.orders) {
      const wanted = (body.phone_numbers as { phone_number: string }[] | undefined) ?? [];
      const numbers = wanted.map(({ phone_number }) => {
        const list = [...offers.values()].find((offered) =>
          offered.some((n) => n.phone_number === phone_number),
        );
        list?.splice(
          list.findIndex((n) => n.phone_number === phone_number),
          1,
        );
        const number = { id: String(BigInt(`0x${randomBytes(7).toString('hex')}`)), phone_number };
        owned.set(number.id, { ...number, messaging_profile_id: String(body.messaging_profile_id ?? '') });
        return { ...number, record_type: 'number_order_phone_number', status: 'success' };
      });
      return json(response, 200, {
        data: {
          id: randomUUID(),
          record_type: 'number_order',
          status: 'success',
          messaging_profile_id: body.messaging_profile_id,
          phone_numbers: numbers,
          phone_numbers_count: numbers.length,
        },
      });
    }
    if (method === 'GET' && path === API.numbers) {
      const wanted = query.get('filter[phone_number]');
      const data = [...owned.values()].filter((number) => wanted === null || number.phone_number === wanted);
      return json(response, 200, {
        data: data.map((number) => ({ ...number, record_type: 'phone_number', status: 'active' })),
        meta: { page_number: 1, page_size: 50, total_pages: 1, total_results: data.length },
      });
    }
    const release = new RegExp(`^${API.numbers}/(\\d+)$`).exec(path);
    if (method === 'DELETE' && release !== null) {
      const number = owned.get(release[1]!);
      if (number === undefined || !owned.delete(number.id))
        return error(response, 404, CODES.notFound, 'Resource not found', path);
      return json(response, 200, { data: { ...number, record_type: 'phone_number', status: 'deleted' } });
    }
    error(response, 404, CODES.notFound, 'Resource not found', path);
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ApiRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      };
      // Inbound media is served without credentials, as Telnyx's media links are.
      if (!files.has(request.path) && incoming.headers.authorization !== `Bearer ${apiKey}`) {
        return error(response, 401, CODES.auth, 'Authentication failed', 'The API key is not valid');
      }
      requests.push(request);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function messagePayload(id: string, body: Record<string, unknown>, status: string) {
    const media = (body.media_urls as string[] | undefined) ?? [];
    return {
      record_type: 'message',
      direction: 'outbound',
      id,
      type: media.length === 0 ? 'SMS' : 'MMS',
      messaging_profile_id: body.messaging_profile_id,
      from: { phone_number: body.from, carrier: 'Telnyx', line_type: 'Wireless' },
      to: [{ phone_number: body.to, status, carrier: 'T-Mobile USA', line_type: 'Wireless' }],
      text: body.text ?? '',
      media: media.map((link) => ({ url: link, content_type: null, sha256: null, size: null })),
      webhook_url: body.webhook_url ?? null,
      webhook_failover_url: null,
      encoding: 'GSM-7',
      parts: 1,
      tags: [],
      cost: null,
      received_at: new Date().toISOString(),
      sent_at: null,
      completed_at: null,
      valid_until: null,
      errors: [],
    };
  }

  /** Posts an event to our webhook as Telnyx does: signed over `${timestamp}|${body}`. */
  async function post(event: unknown, signing: Signing = {}) {
    const body = JSON.stringify(event);
    const timestamp = String(Math.floor(Date.now() / 1000) - (signing.ageSeconds ?? 0));
    const key = signing.key === 'other' ? otherKeys.privateKey : keys.privateKey;
    const privateKey = { key: Buffer.from(key), format: 'der', type: 'pkcs8' } as const;
    const signature = sign(null, Buffer.from(`${timestamp}|${signing.body ?? body}`), privateKey);
    const response = await fetch(`${serverUrl}${TELNYX_PATHS.webhook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signing.unsigned === true
          ? {}
          : {
              [TELNYX_SIGNATURE_HEADERS.signature]: signature.toString('base64'),
              [TELNYX_SIGNATURE_HEADERS.timestamp]: timestamp,
            }),
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  const envelope = (eventType: string, payload: unknown) => ({
    data: {
      event_type: eventType,
      id: randomUUID(),
      occurred_at: new Date().toISOString(),
      payload,
      record_type: 'event',
    },
    meta: { attempt: 1, delivered_to: `${options.publicUrl}${TELNYX_PATHS.webhook}` },
  });

  return {
    url,
    apiKey,
    publicKey: rawPublicKey(keys.publicKey),
    messagingProfileId,
    requests,
    accepted,
    offers,
    owned,
    refusedTo,
    unavailableTo,
    /** Where our server really listens; the public address maps to it, as a proxy in front of it would. */
    deliverTo(address: string) {
      serverUrl = address;
    },
    post,
    /** Serves bytes without credentials (an inbound MMS picture); resolves its address. */
    serve(path: string, bytes: Buffer, contentType: string): string {
      files.set(path, { bytes, contentType });
      return `${url}${path}`;
    },
    /** The message.received event of an inbound message to one of our numbers. */
    inboundEvent(message: {
      from: string;
      to: string;
      text: string;
      media?: { url: string; contentType: string }[];
    }) {
      const media = message.media ?? [];
      return envelope(TELNYX_EVENTS.received, {
        record_type: 'message',
        direction: 'inbound',
        id: randomUUID(),
        type: media.length === 0 ? 'SMS' : 'MMS',
        messaging_profile_id: messagingProfileId,
        from: { phone_number: message.from, carrier: 'T-Mobile USA', line_type: 'Wireless' },
        to: [
          { phone_number: message.to, status: 'webhook_delivered', carrier: 'Telnyx', line_type: 'Wireless' },
        ],
        cc: [],
        text: message.text,
        media: media.map((item) => ({
          url: item.url,
          content_type: item.contentType,
          sha256: null,
          size: null,
        })),
        encoding: 'GSM-7',
        parts: 1,
        received_at: new Date().toISOString(),
        errors: [],
      });
    },
    /** A status event (message.sent or message.finalized) of an accepted message, with the recipient's status. */
    statusEvent(message: AcceptedMessage, eventType: string, status: string) {
      return envelope(eventType, messagePayload(message.id, message.body, status));
    },
    /** Fetches an address of our server that Telnyx was given (an MMS picture's link). */
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
export type TelnyxStandIn = Awaited<ReturnType<typeof startTelnyxStandIn>>;
