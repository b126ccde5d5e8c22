import {
  PAYMENT_RETURN_FIELDS as RETURN,
  SANDBOX_CHECKOUT_KEY_FIELD,
  SANDBOX_PATHS,
} from '@switchboard/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from '../../adapters/payments/sandbox.ts';
import { type PaymentProvider, WebhookSignatureError } from '../../adapters/payments/types.ts';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { languageOf } from '../../plugins/envelope.ts';
import type { PaymentService, SettleOutcome } from './payments.service.ts';
import { paypalFormMismatch } from './paypal-form.ts';
import { isOwnReturnUrl } from './return-url.ts';
import { sandboxCheckoutPage, sandboxPaypalRefusedPage } from './sandbox.page.ts';

const OUTCOME_STATUS: Record<SettleOutcome, number> = {
  credited: 200,
  duplicate: 200,
  settled: 200,
  ignored: 200,
  mismatch: 400,
  refused: 200,
  // Providers redeliver anything but a 2xx for days; an order we do not know will never appear.
  unknown_order: 200,
};

/**
 * Provider webhooks. The scope reads every body as a raw Buffer (no JSON parsing), and the
 * signature is verified over those exact bytes before anything else happens.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { payments: PaymentService; providers: { path: string; provider: PaymentProvider }[] },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const { path, provider } of options.providers) {
    app.post(path, async (request, reply: FastifyReply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>;
      try {
        event = await provider.verifyWebhook(raw, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ provider: provider.name, reason: error.message }, 'webhook refused');
        return reply.code(400).send({ received: false, error: 'invalid signature' });
      }
      if (event === null) return reply.code(200).send({ received: true, outcome: 'ignored' });
      const outcome = await options.payments.settle(provider.name, event);
      if (outcome === 'mismatch') request.log.warn({ orderId: event.orderId }, 'payment amount mismatch');
      if (outcome === 'unknown_order')
        request.log.warn(
          { provider: provider.name, orderId: event.orderId },
          'webhook for an unknown order acknowledged',
        );
      return reply.code(OUTCOME_STATUS[outcome]).send({ received: outcome !== 'mismatch', outcome });
    });
  }
}

/**
 * The sandbox provider's pages (outside production): the checkout page, and the form target that
 * signs a webhook event, delivers it to the webhook route through the same verification, and sends
 * the browser back to the order's return URL with `status` and `orderId`.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  options: { payments: PaymentService; sandbox: SandboxProvider },
): Promise<void> {
  // The checkout page's forms (and PayPal's posted form) may be as large as any request.
  acceptFormPosts(app, app.initialConfig.bodyLimit);

  /** The sandbox order of the request and its key, when its address carries the order's checkout key. */
  const keyedOrder = async (request: FastifyRequest<{ Params: { orderId: string } }>) => {
    const key = (request.query as Record<string, unknown> | undefined)?.[SANDBOX_CHECKOUT_KEY_FIELD];
    // Without the key an order answers like an unknown one: its id alone opens nothing.
    if (typeof key !== 'string' || !options.sandbox.opensCheckout(request.params.orderId, key)) {
      return undefined;
    }
    const order = await options.payments.order(request.params.orderId);
    return order?.provider === 'sandbox' ? { ...order, key } : undefined;
  };

  const checkoutPage = async (
    request: FastifyRequest<{ Params: { orderId: string } }>,
    reply: FastifyReply,
  ) => {
    const order = await keyedOrder(request);
    if (order === undefined) return reply.code(404).type('text/plain').send('No such order');
    // PayPal's page is reached only by the hidden form, whose amount and custom must be the order's.
    const mismatch =
      order.method === 'paypal' && order.status === 'pending'
        ? paypalFormMismatch(order, request.body)
        : null;
    if (mismatch !== null) {
      request.log.warn({ orderId: order.id, reason: mismatch }, 'PayPal form refused');
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(sandboxPaypalRefusedPage(languageOf(request)));
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxCheckoutPage(order, order.key, languageOf(request)));
  };
  // PayPal's flow reaches the checkout by a posted form (checked above), the others by a link.
  app.get(`${SANDBOX_PATHS.checkout}/:orderId`, checkoutPage);
  app.post(`${SANDBOX_PATHS.checkout}/:orderId`, checkoutPage);

  app.post<{ Params: { orderId: string }; Body: Record<string, string> }>(
    `${SANDBOX_PATHS.complete}/:orderId/complete`,
    async (request, reply) => {
      const order = await keyedOrder(request);
      if (order === undefined) return reply.code(404).type('text/plain').send('No such order');
      const outcome = request.body?.outcome;
      if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'cancelled') {
        return reply.code(400).type('text/plain').send('outcome must be paid, failed or cancelled');
      }
      const payer = request.body?.payer?.trim() || undefined;
      const { body, signature } = options.sandbox.buildEvent(order, outcome, payer);
      const delivered = await app.inject({
        method: 'POST',
        url: SANDBOX_PATHS.webhook,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      const settled = await options.payments.order(order.id);
      const status = delivered.statusCode === 200 ? (settled?.status ?? outcome) : 'failed';
      // Only back to the brand's own site, whatever was stored: never an open redirect.
      const stored = order.return_url;
      const target =
        stored !== null && isOwnReturnUrl(stored, request, order.brand, app.config) ? stored : '/';
      const separator = target.includes('?') ? '&' : '?';
      const query = new URLSearchParams({ [RETURN.status]: status, [RETURN.orderId]: order.id });
      if (settled?.failure_code) query.set(RETURN.code, String(settled.failure_code));
      return reply.redirect(`${target}${separator}${query}`, 303);
    },
  );
}
