import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_PATHS } from '@switchboard/protocol';
import { LocalHttpStandIn } from './local-http-stand-in.ts';
import {
  type Answer,
  captureOfOrder,
  type Delivery,
  type Money,
  orderJson,
  parseBody,
  paypalError,
  paypalId,
  type RecordedRequest,
  type StandInCapture,
  type StandInEvent,
  type StandInOrder,
  type StandInRefund,
} from './paypal-stand-in-objects.ts';

/**
 * A local stand-in of the part of PayPal's REST API the adapter uses: the OAuth2 client-credentials
 * token, Orders v2 (create, get, capture), capture refunds and the webhook signature verification,
 * JSON in and PayPal's JSON out, with PayPal-Request-Id honoured as PayPal does. It records every
 * request, plays the payer (approving an order as a PayPal account) and delivers webhook events with
 * the transmission headers; it verifies as SUCCESS only the deliveries it made itself.
 */
export class PaypalStandIn extends LocalHttpStandIn<RecordedRequest> {
  readonly orders = new Map<string, StandInOrder>();
  readonly refunds = new Map<string, StandInRefund>();
  readonly deliveries: Delivery[] = [];
  /** How the next captures end. */
  captureStatus: StandInCapture['status'] = 'COMPLETED';
  /** The base URL of the app whose webhook receives the events. */
  webhookBase = '';
  private readonly tokens = new Set<string>();
  private readonly replays = new Map<string, Answer>();

  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly webhookId: string,
  ) {
    super();
  }

  /** The payer approves the order at PayPal as the PayPal account `payerId`. */
  approve(paypalOrderId: string, payerId: string): StandInOrder {
    const order = this.orders.get(paypalOrderId);
    if (order === undefined || order.status !== 'CREATED') throw new Error(`${paypalOrderId} is not open`);
    order.status = 'APPROVED';
    order.payer = {
      payer_id: payerId,
      email_address: `${payerId.toLowerCase()}@example.com`,
      name: { given_name: 'Pat', surname: payerId },
    };
    return order;
  }

  /** An event about an order: CHECKOUT.ORDER.APPROVED carries the order, PAYMENT.CAPTURE.* its capture. */
  event(type: string, paypalOrderId: string): StandInEvent {
    const order = this.orders.get(paypalOrderId);
    if (order === undefined) throw new Error(`no order ${paypalOrderId}`);
    const checkout = type.startsWith('CHECKOUT.');
    const resource = checkout ? orderJson(order) : captureOfOrder(order);
    if (resource === undefined) throw new Error(`${paypalOrderId} has no capture`);
    return {
      id: `WH-${paypalId(8)}-${paypalId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: checkout ? 'checkout-order' : 'capture',
      event_type: type,
      summary: type,
      resource: structuredClone(resource),
    };
  }

  /** Delivers an event to the app's PayPal webhook with fresh transmission headers, as PayPal does. */
  async deliver(event: StandInEvent): Promise<{ status: number; body: string }> {
    const body = JSON.stringify(event);
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': randomUUID(),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': Buffer.from(paypalId(64)).toString('base64'),
      'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-360caa42-fca2a594-stand-in`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    this.deliveries.push({ event, body, headers });
    return this.post(body, headers);
  }

  /** Posts any body with any headers to the app's PayPal webhook (a forger's delivery). */
  async post(body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    const response = await fetch(`${this.webhookBase}${SANDBOX_PATHS.paypalWebhook}`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    const method = request.method ?? 'GET';
    const body = parseBody(raw, request.headers['content-type']);
    this.requests.push({ method, path, headers: request.headers, body });
    const answer = this.answer(request, method, path, body);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'paypal-debug-id': paypalId(12),
    });
    response.end(JSON.stringify(answer.body));
  }

  private answer(
    request: IncomingMessage,
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Answer {
    if (method === 'POST' && path === '/v1/oauth2/token') return this.token(request, body);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !this.tokens.has(bearer)) {
      return paypalError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid credentials');
    }
    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
    const earlier = replayKey === undefined ? undefined : this.replays.get(replayKey);
    if (method === 'POST' && earlier !== undefined) return structuredClone(earlier);
    const answer = this.route(method, path, body);
    // PayPal keeps the answer of a request it ran under its PayPal-Request-Id and answers a repeat with it.
    if (method === 'POST' && replayKey !== undefined && answer.status < 500) {
      this.replays.set(replayKey, structuredClone(answer));
    }
    return answer;
  }

  private token(request: IncomingMessage, body: Record<string, unknown>): Answer {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials') {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    const token = `A21AA${paypalId(40)}`;
    this.tokens.add(token);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: 32400,
        nonce: paypalId(20),
      },
    };
  }

  private route(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.createOrder(body);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return this.verify(body);
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const found = order === null ? undefined : this.orders.get(order[1] ?? '');
    if (order !== null && found === undefined)
      return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (found !== undefined && method === 'GET' && order?.[2] === undefined) {
      return { status: 200, body: orderJson(found) };
    }
    if (found !== undefined && method === 'POST' && order?.[2] !== undefined) return this.capture(found);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund !== null) return this.refund(refund[1] ?? '', body);
    return paypalError(404, 'NOT_FOUND', `${method} ${path}`);
  }

  private createOrder(body: Record<string, unknown>): Answer {
    const units = body.purchase_units as StandInOrder['purchase_units'] | undefined;
    const amount = units?.[0]?.amount;
    if (body.intent !== 'CAPTURE' || units?.length !== 1 || !/^\d+\.\d{2}$/.test(amount?.value ?? '')) {
      return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    }
    const context = (body.application_context ?? {}) as { return_url?: string; cancel_url?: string };
    const id = paypalId();
    const order: StandInOrder = {
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: structuredClone(units),
      links: [
        { href: `${this.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
        { href: `${this.url}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
      ],
      create_time: new Date().toISOString(),
      ...(context.return_url === undefined ? {} : { returnUrl: context.return_url }),
      ...(context.cancel_url === undefined ? {} : { cancelUrl: context.cancel_url }),
    };
    this.orders.set(id, order);
    return { status: 201, body: orderJson(order) };
  }

  private capture(order: StandInOrder): Answer {
    if (order.status === 'COMPLETED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const unit = order.purchase_units[0];
    if (unit === undefined) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const now = new Date().toISOString();
    const capture: StandInCapture = {
      id: paypalId(),
      status: this.captureStatus,
      amount: structuredClone(unit.amount),
      ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: now,
      update_time: now,
    };
    unit.payments = { captures: [capture] };
    order.status = 'COMPLETED';
    return { status: 201, body: orderJson(order) };
  }

  private refund(captureId: string, body: Record<string, unknown>): Answer {
    const order = [...this.orders.values()].find((candidate) => captureOfOrder(candidate)?.id === captureId);
    const capture = order === undefined ? undefined : captureOfOrder(order);
    if (capture === undefined) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if ([...this.refunds.values()].some((refund) => refund.captureId === captureId)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    }
    const amount = (body.amount as Money | undefined) ?? capture.amount;
    const refund: StandInRefund = {
      id: paypalId(),
      status: 'COMPLETED',
      amount: structuredClone(amount),
      ...(typeof body.custom_id === 'string' ? { custom_id: body.custom_id } : {}),
      captureId,
    };
    this.refunds.set(refund.id, refund);
    const { captureId: _captureId, ...json } = refund;
    return { status: 201, body: json };
  }

  /** SUCCESS only for a delivery of its own: the same transmission, webhook and event. */
  private verify(body: Record<string, unknown>): Answer {
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
    if (fields.some((field) => typeof body[field] !== 'string') || typeof body.webhook_event !== 'object') {
      return paypalError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    }
    const delivery = this.deliveries.find(
      (candidate) => candidate.headers['paypal-transmission-id'] === body.transmission_id,
    );
    const same =
      delivery !== undefined &&
      body.webhook_id === this.webhookId &&
      delivery.headers['paypal-transmission-sig'] === body.transmission_sig &&
      delivery.headers['paypal-transmission-time'] === body.transmission_time &&
      delivery.headers['paypal-cert-url'] === body.cert_url &&
      JSON.stringify(body.webhook_event) === delivery.body;
    return { status: 200, body: { verification_status: same ? 'SUCCESS' : 'FAILURE' } };
  }
}
