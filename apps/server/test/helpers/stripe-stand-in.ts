import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_PATHS } from '@switchboard/protocol';
import Stripe from 'stripe';
import { LocalHttpStandIn } from './local-http-stand-in.ts';
import {
  type Answer,
  allowedTypes,
  created,
  eventPayload,
  type FormBody,
  list,
  map,
  missing,
  parseForm,
  type RecordedRequest,
  type RefundMode,
  type StandInIntent,
  type StandInRefund,
  type StandInSession,
  stripeError,
  stripeId,
  succeededIntentFor,
  text,
  texts,
  wechatQrAction,
} from './stripe-stand-in-objects.ts';

/**
 * A local stand-in of the part of Stripe's REST API the adapter uses: Checkout Sessions (create,
 * retrieve), PaymentIntents (create, WeChat Pay's QR code) and Refunds, form-encoded requests in and
 * Stripe's JSON objects out, with idempotency keys honoured as Stripe does. It records every request,
 * plays the payer (completing sessions, paying intents) and sends the resulting events to the
 * webhook, signed by the official library with the endpoint secret.
 */
export class StripeStandIn extends LocalHttpStandIn<RecordedRequest> {
  readonly sessions = new Map<string, StandInSession>();
  readonly intents = new Map<string, StandInIntent>();
  readonly refunds = new Map<string, StandInRefund>();
  /** How the next refunds are answered. */
  refundMode: RefundMode = 'accept';
  /** The base URL of the app whose webhook receives the events. */
  webhookBase = '';
  private readonly replays = new Map<string, { form: string; answer: Answer }>();
  private readonly signer = new Stripe('sk_test_signer');

  constructor(
    private readonly secretKey: string,
    private readonly webhookSecret: string,
  ) {
    super();
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    const method = request.method ?? 'GET';
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    const form = parseForm(raw);
    this.requests.push({ method, path, idempotencyKey, form });
    if (path === '/v1/refunds' && this.refundMode === 'drop') {
      // No answer at all: the connection ends as a network failure or timeout would end it.
      request.socket.destroy();
      return;
    }
    const answer = this.answer(request, method, path, form, raw, idempotencyKey);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
    response.end(JSON.stringify(answer.body));
  }

  private answer(
    request: IncomingMessage,
    method: string,
    path: string,
    form: FormBody,
    raw: string,
    idempotencyKey: string | undefined,
  ): Answer {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return { status: 401, body: stripeError('invalid_request_error', 'Invalid API Key provided.') };
    }
    const replayKey = idempotencyKey === undefined ? undefined : `${path} ${idempotencyKey}`;
    const earlier = replayKey === undefined ? undefined : this.replays.get(replayKey);
    if (method === 'POST' && earlier !== undefined) {
      if (earlier.form !== raw) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return { status: 400, body: stripeError('idempotency_error', message) };
      }
      return earlier.answer;
    }
    const answer = this.route(method, path, form);
    // Stripe keeps the result of a request that ran, success or refusal, so a retry with its key gets
    // the same answer (a refusal too: a new attempt needs a new key).
    if (method === 'POST' && replayKey !== undefined) {
      this.replays.set(replayKey, { form: raw, answer: structuredClone(answer) });
    }
    return answer;
  }

  private route(method: string, path: string, form: FormBody): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session !== null) {
      const found = this.sessions.get(session[1] ?? '');
      return found === undefined ? missing('checkout.session', session[1]) : { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    return {
      status: 404,
      body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  private createSession(form: FormBody): Answer {
    const items = list(form.line_items).map((item) => map(item));
    const prices = items.map((item) => map(item.price_data));
    const currency = text(prices[0]?.currency);
    if (text(form.mode) !== 'payment' || currency === undefined || items.length === 0) {
      return { status: 400, body: stripeError('invalid_request_error', 'mode and line_items are required.') };
    }
    const amount = items.reduce(
      (sum, item, index) => sum + Number(text(prices[index]?.unit_amount)) * Number(text(item.quantity) ?? 1),
      0,
    );
    const id = stripeId('cs');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: text(form.client_reference_id) ?? null,
      metadata: texts(form.metadata),
      allowed_payment_method_types: allowedTypes(form),
      payment_method_types: allowedTypes(form) ?? ['card'],
      payment_intent: null,
      success_url: text(form.success_url) ?? '',
      cancel_url: text(form.cancel_url) ?? '',
      url: `${this.url}/c/pay/${id}`,
      livemode: false,
      created: created(),
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private createIntent(form: FormBody): Answer {
    const amount = Number(text(form.amount));
    const currency = text(form.currency);
    const types = allowedTypes(form);
    if (!Number.isInteger(amount) || amount < 1 || currency === undefined) {
      return { status: 400, body: stripeError('invalid_request_error', 'amount and currency are required.') };
    }
    const id = stripeId('pi');
    const wechat = text(map(form.payment_method_data).type) === 'wechat_pay' && text(form.confirm) === 'true';
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: wechat ? 'requires_action' : 'requires_payment_method',
      allowed_payment_method_types: types,
      payment_method_types: types ?? ['card'],
      metadata: texts(form.metadata),
      description: text(form.description) ?? null,
      client_secret: `${id}_secret_${stripeId('cs').slice(-8)}`,
      next_action: wechat ? wechatQrAction(id, this.url) : null,
      livemode: false,
      created: created(),
    };
    this.intents.set(id, intent);
    return { status: 200, body: intent };
  }

  private createRefund(form: FormBody): Answer {
    const intentId = text(form.payment_intent) ?? '';
    const intent = this.intents.get(intentId);
    if (intent === undefined) return missing('payment_intent', intentId);
    if (this.refundMode === 'refuse') {
      const message = `Charge for ${intentId} has been disputed; it cannot be refunded.`;
      return { status: 400, body: stripeError('invalid_request_error', message, 'charge_disputed') };
    }
    if (intent.status !== 'succeeded') {
      const message = `This PaymentIntent (${intentId}) does not have a successful charge to refund.`;
      return { status: 400, body: stripeError('invalid_request_error', message, 'charge_not_refundable') };
    }
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = form.amount === undefined ? intent.amount_received - refunded : Number(text(form.amount));
    if (amount > intent.amount_received - refunded) {
      const message = `Refund amount (${amount}) is greater than unrefunded amount on charge.`;
      return { status: 400, body: stripeError('invalid_request_error', message, 'charge_already_refunded') };
    }
    const refund: StandInRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      reason: text(form.reason) ?? null,
      metadata: texts(form.metadata),
      created: created(),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** The payer pays a Checkout session: it completes with a succeeded intent of its own (no order metadata). */
  completeSession(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`no session ${sessionId}`);
    const intent = succeededIntentFor(session);
    this.intents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
    });
    return session;
  }

  /** The payer lets a Checkout session lapse. */
  expireSession(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'expired', url: null });
    return session;
  }

  /** The payer scans and pays a PaymentIntent's QR code. */
  payIntent(intentId: string): StandInIntent {
    const intent = this.intents.get(intentId);
    if (intent === undefined) throw new Error(`no intent ${intentId}`);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
    return intent;
  }

  /** A Stripe event of a type about a snapshot of an object, as the webhook receives it. */
  event(type: string, object: object): string {
    return eventPayload(type, object);
  }

  /** The Stripe-Signature header the official library makes for a payload and a secret. */
  sign(payload: string, secret = this.webhookSecret): string {
    return this.signer.webhooks.generateTestHeaderString({ payload, secret });
  }

  /** Sends an event payload to the app's webhook over HTTP; signed with the endpoint secret unless told. */
  async deliver(payload: string, signature = this.sign(payload)): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.webhookBase}${SANDBOX_PATHS.stripeWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  }
}
