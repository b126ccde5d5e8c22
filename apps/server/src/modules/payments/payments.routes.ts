import {
  ApiPath,
  alipayPaySubmitBodySchema,
  type BrandId,
  CUSTOM_AMOUNT_GIFT,
  cloudAlipayPaySubmitBodySchema,
  commonQuerySchema,
  cryptoPaySubmitBodySchema,
  envelopeSchema,
  etherPayDataSchema,
  etherPaySubmitBodySchema,
  hasOwnAlipayCall,
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
import { invalidRequest } from '../../errors.ts';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { CheckoutRequest, PaymentService } from './payments.service.ts';
import { paypalNotifyUrl } from './paypal-form.ts';
import { assertOwnReturnUrl } from './return-url.ts';
import { checkoutUrlIn } from './sandbox.page.ts';

/** What a checkout body says about the order; the session supplies the account and brand. */
type CheckoutFields = Omit<CheckoutRequest, 'accountId' | 'brand'>;

/** Whether a body carries the custom-amount gift flag "-1". */
const flagsCustom = (body: { gift?: string }) => body.gift === CUSTOM_AMOUNT_GIFT;

/** The order fields of the Alipay and crypto checkout bodies, which name them alike. */
function orderFields(
  body: {
    productId: string;
    custom_amount?: number;
    gift?: string;
    returnUrl: CheckoutRequest['returnUrl'];
  },
  method: CheckoutRequest['method'],
): CheckoutFields {
  return {
    method,
    productId: body.productId,
    customAmount: body.custom_amount,
    customFlag: flagsCustom(body),
    returnUrl: body.returnUrl,
  };
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
        customFlag: flagsCustom(request.body),
        returnUrl: request.body.return_url,
      },
      'return_url',
    ),
  );

  app.post(ApiPath.alipayPaySubmit, checkoutOptions(alipayPaySubmitBodySchema), (request) => {
    // A brand with its own Alipay call pays Alipay there only; its UnionPay stays here.
    if (request.body.paymentMethod === 'alipay' && hasOwnAlipayCall(sessionOf(request).brand)) {
      throw invalidRequest(`paymentMethod: this brand pays Alipay through ${ApiPath.cloudAlipayPaySubmit}`);
    }
    return openCheckout(
      request,
      request.body.platform,
      orderFields(request.body, request.body.paymentMethod),
    );
  });

  app.post(ApiPath.cloudAlipayPaySubmit, checkoutOptions(cloudAlipayPaySubmitBodySchema), (request) =>
    openCheckout(request, request.body.platform, orderFields(request.body, 'alipay')),
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
        customFlag: flagsCustom(body),
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
      const order = { accountId: session.accountId, brand: session.brand, productId: request.body.productId };
      // The provider reports to this server as the payer's browser reached it.
      const notifyUrl = paypalNotifyUrl(`${request.protocol}://${request.host}`);
      const { paymentUrl, orderId, form } = await payments.paypalCheckout(order, notifyUrl);
      return ok(request, {
        transactionId: orderId,
        paymentUrl: checkoutUrlIn(paymentUrl, languageOf(request)),
        form,
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
