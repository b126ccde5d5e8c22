import {
  ApiPath,
  alipayPaySubmitBodySchema,
  commonQuerySchema,
  cryptoPaySubmitBodySchema,
  envelopeSchema,
  etherPayDataSchema,
  etherPaySubmitBodySchema,
  paymentListDataSchema,
  paymentListQuerySchema,
  paymentMethodsDataSchema,
  paypalPayDataSchema,
  paypalPaySubmitBodySchema,
  paySubmitBodySchema,
  paySubmitDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { PaymentService } from './payments.service.ts';

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

  const checkoutResponse = { 200: envelopeSchema(paySubmitDataSchema) };

  app.post(
    ApiPath.paySubmit,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, body: paySubmitBodySchema, response: checkoutResponse },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      assertPlatform(session, body.platform);
      const request_ = { accountId: session.accountId, brand: session.brand, method: body.payment_method };
      return ok(
        request,
        await payments.checkout({
          ...request_,
          productId: body.productid,
          customAmount: body.custom_amount,
          returnUrl: body.return_url,
        }),
      );
    },
  );

  app.post(
    ApiPath.alipayPaySubmit,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, body: alipayPaySubmitBodySchema, response: checkoutResponse },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      assertPlatform(session, body.platform);
      return ok(
        request,
        await payments.checkout({
          accountId: session.accountId,
          brand: session.brand,
          method: body.paymentMethod,
          productId: body.productId,
          customAmount: body.custom_amount,
          returnUrl: body.returnUrl,
        }),
      );
    },
  );

  app.post(
    ApiPath.cryptoPaySubmit,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, body: cryptoPaySubmitBodySchema, response: checkoutResponse },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      assertPlatform(session, body.platform);
      return ok(
        request,
        await payments.checkout({
          accountId: session.accountId,
          brand: session.brand,
          method: 'cryptoPay',
          productId: body.productId,
          customAmount: body.custom_amount,
          returnUrl: body.returnUrl,
        }),
      );
    },
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
      return ok(request, { transactionId: orderId, paymentUrl });
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
    async (request) => ok(request, await payments.list(sessionOf(request).accountId, request.query)),
  );
};
