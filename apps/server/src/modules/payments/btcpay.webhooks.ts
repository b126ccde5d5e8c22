import { SANDBOX_PATHS } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { type BtcpayProvider, MissingSignatureError } from '../../adapters/payments/btcpay.ts';
import { BtcpayRefusedError, BtcpayUnavailableError } from '../../adapters/payments/btcpay-client.ts';
import { WebhookSignatureError } from '../../adapters/payments/types.ts';
import type { BtcpaySettlement } from './btcpay.settlement.ts';

/**
 * BTCPay's webhook. The scope reads the body as raw bytes: BTCPay-Sig is checked over them before
 * anything else. A missing signature answers 401, a wrong one (forged, tampered, replayed) 403, with
 * nothing written; BTCPay does not redeliver a 4xx.
 */
export async function btcpayWebhookRoutes(
  app: FastifyInstance,
  options: { btcpay: BtcpayProvider; settlement: BtcpaySettlement },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(SANDBOX_PATHS.btcpayWebhook, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let delivery: ReturnType<BtcpayProvider['verifyDelivery']>;
    try {
      delivery = options.btcpay.verifyDelivery(raw, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ provider: 'btcpay', reason: error.message }, 'webhook refused');
      const missing = error instanceof MissingSignatureError;
      return reply.code(missing ? 401 : 403).send({ received: false, error: 'invalid signature' });
    }
    try {
      const outcome = await options.settlement.apply(delivery);
      if (outcome === 'unknown_order') {
        request.log.warn(
          { invoiceId: delivery.invoiceId },
          'BTCPay delivery for an unknown order acknowledged',
        );
      }
      return reply.code(200).send({ received: true, outcome });
    } catch (error) {
      if (!(error instanceof BtcpayUnavailableError || error instanceof BtcpayRefusedError)) throw error;
      // The one 5xx: to BTCPay, not to a person, so that it delivers again once it answers.
      request.log.warn({ invoiceId: delivery.invoiceId, reason: error.message }, 'BTCPay invoice unreadable');
      return reply.code(503).send({ received: false, error: 'invoice could not be read; deliver again' });
    }
  });
}
