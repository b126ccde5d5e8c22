import {
  ApiPath,
  alipayPaySubmitBodySchema,
  type BrandId,
  commonQuerySchema,
  cryptoPaySubmitBodySchema,
  envelopeSchema,
  etherPayDataSchema,
  etherPaySubmitBodySchema,
  paymentListDataSchema,
  paymentListQuerySchema,
  paymentMethodsDataSchema,
  paymentOrderDataSchema,
  paymentOrderQuerySchema,
  paypalPayDataSchema,
  paypalPaySubmitBodySchema,
  paySubmitBodySchema,
  paySubmitDataSchema,
} from '@switchboard/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { CheckoutRequest, PaymentService } from './payments.service.ts';
import { assertOwnReturnUrl } from './return-url.ts';
import { checkoutUrlIn } from './sandbox.page.ts';

/** What a checkout body says about the order; the session supplies the account and brand. */
type CheckoutFields = Omit<CheckoutRequest, 'accountId' | 'brand'>;

/** The order fields of the Alipay and crypto checkout bodies, which name them alike. */
function orderFields(
  body: { productId: string; custom_amount?: number; returnUrl: CheckoutRequest['returnUrl'] },
  method: CheckoutRequest['method'],
): CheckoutFields {
  return { method, productId: body.productId, customAmount: body.custom_amount, returnUrl: body.returnUrl };
}

/** The pay calls of the recharge screen and the payment history; always the caller's own account. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    ApiPath.getPaymentMethods,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(paymentMethodsDataSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await payments.methods(session.accountId, session.brand));
    },
  );

  /** Route options of the hosted checkouts, which differ only in their body. */
  const checkoutOptions = <B extends z.ZodType>(body: B) => ({
    onRequest: app.requireSession,
    schema: { querystring: commonQuerySchema, body, response: { 200: envelopeSchema(paySubmitDataSchema) } },
  });

  /**
   * The hosted checkouts differ only in how their bodies name the order's fields, so one handler
   * serves them all: it checks the platform against the session and opens the checkout.
   */
  const openCheckout = async (
    request: FastifyRequest,
    platform: BrandId,
    fields: CheckoutFields,
    returnUrlField = 'returnUrl',
  ) => {
    const session = sessionOf(request);
    assertPlatform(session, platform);
    assertOwnReturnUrl(fields.returnUrl, returnUrlField, request, session.brand);
    const opened = await payments.checkout({ accountId: session.accountId, brand: session.brand, ...fields });
    return ok(request, { ...opened, paymentUrl: checkoutUrlIn(opened.paymentUrl, languageOf(request)) });
  };

  app.post(ApiPath.paySubmit, checkoutOptions(paySubmitBodySchema), (request) =>
    openCheckout(
      request,
      request.body.platform,
      {
        method: request.body.payment_method,
        productId: request.body.productid,
        customAmount: request.body.custom_amount,
        returnUrl: request.body.return_url,
      },
      'return_url',
    ),
  );

  app.post(ApiPath.alipayPaySubmit, checkoutOptions(alipayPaySubmitBodySchema), (request) =>
    openCheckout(request, request.body.platform, orderFields(request.body, request.body.paymentMethod)),
  );

  app.post(ApiPath.cryptoPaySubmit, checkoutOptions(cryptoPaySubmitBodySchema), (request) =>
    openCheckout(request, request.body.platform, orderFields(request.body, 'cryptoPay')),
  );

  app.post(
    ApiPath.etherPaySubmit,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: etherPaySubmitBodySchema,
        response: { 200: envelopeSchema(etherPayDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      assertPlatform(session, body.platform);
      const order = {
        accountId: session.accountId,
        brand: session.brand,
        productId: body.productId,
        customAmount: body.custom_amount,
      };
      return ok(request, await payments.walletQuote(order, body.currency, body.network));
    },
  );

  app.post(
    ApiPath.paypalPaySubmit,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: paypalPaySubmitBodySchema,
        response: { 200: envelopeSchema(paypalPayDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      const { paymentUrl, orderId } = await payments.checkout({
        accountId: session.accountId,
        brand: session.brand,
        method: 'paypal',
        productId: request.body.productId,
        returnUrl: null,
      });
      return ok(request, {
        transactionId: orderId,
        paymentUrl: checkoutUrlIn(paymentUrl, languageOf(request)),
      });
    },
  );

  app.get(
    ApiPath.getPaymentList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(paymentListQuerySchema.shape),
        response: { 200: envelopeSchema(paymentListDataSchema) },
      },
    },
    async (request) =>
      ok(request, await payments.list(sessionOf(request).accountId, request.query, languageOf(request))),
  );

  app.get(
    ApiPath.getPaymentOrder,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(paymentOrderQuerySchema.shape),
        response: { 200: envelopeSchema(paymentOrderDataSchema) },
      },
    },
    async (request) =>
      ok(request, await payments.ownOrder(sessionOf(request).accountId, request.query.orderId)),
  );
};
