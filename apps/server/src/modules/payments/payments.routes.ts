import { ApiPath, CUSTOM_AMOUNT_GIFT, hasOwnAlipayCall, type UiLanguage } from '@switchboard/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalidRequest } from '../../errors.ts';
import { registerCall } from '../../plugins/calls.ts';
import type { AuthContext } from '../sessions/sessions.service.ts';
import type { CheckoutRequest, PaymentService } from './payments.service.ts';
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
export const paymentRoutes: FastifyPluginAsync<{ payments: PaymentService }> = async (app, { payments }) => {
  registerCall(app, 'getPaymentMethods', ({ session }) => payments.methods(session.accountId, session.brand));

  /**
   * The hosted checkouts differ only in how their bodies name the order's fields, so one handler
   * serves them all: it checks the return address and opens the checkout.
   */
  const openCheckout = async (
    { request, session, language }: { request: FastifyRequest; session: AuthContext; language: UiLanguage },
    fields: CheckoutFields,
    returnUrlField = 'returnUrl',
  ) => {
    assertOwnReturnUrl(fields.returnUrl, returnUrlField, request, session.brand);
    const opened = await payments.checkout({ accountId: session.accountId, brand: session.brand, ...fields });
    return { ...opened, paymentUrl: checkoutUrlIn(opened.paymentUrl, language) };
  };

  registerCall(app, 'paySubmit', (context) => {
    const { body } = context;
    const fields = {
      method: body.payment_method,
      productId: body.productid,
      customAmount: body.custom_amount,
      customFlag: flagsCustom(body),
      returnUrl: body.return_url,
    };
    return openCheckout(context, fields, 'return_url');
  });

  registerCall(app, 'alipayPaySubmit', (context) => {
    const { body, session } = context;
    // A brand with its own Alipay call pays Alipay there only; its UnionPay stays here.
    if (body.paymentMethod === 'alipay' && hasOwnAlipayCall(session.brand)) {
      throw invalidRequest(`paymentMethod: this brand pays Alipay through ${ApiPath.cloudAlipayPaySubmit}`);
    }
    return openCheckout(context, orderFields(body, body.paymentMethod));
  });

  registerCall(app, 'cloudAlipayPaySubmit', (context) =>
    openCheckout(context, orderFields(context.body, 'alipay')),
  );
  registerCall(app, 'cryptoPaySubmit', (context) =>
    openCheckout(context, orderFields(context.body, 'cryptoPay')),
  );

  registerCall(app, 'etherPaySubmit', ({ session, body }) => {
    const order = {
      accountId: session.accountId,
      brand: session.brand,
      productId: body.productId,
      customAmount: body.custom_amount,
      customFlag: flagsCustom(body),
    };
    return payments.walletQuote(order, body.currency, body.network);
  });

  registerCall(app, 'paypalPaySubmit', async ({ request, session, body, language }) => {
    const order = { accountId: session.accountId, brand: session.brand, productId: body.productId };
    // The provider reports to (and PayPal sends the payer back to) this server as the browser reached it.
    const origin = `${request.protocol}://${request.host}`;
    const { paymentUrl, orderId, form } = await payments.paypalCheckout(order, origin);
    return { transactionId: orderId, paymentUrl: checkoutUrlIn(paymentUrl, language), form };
  });

  registerCall(app, 'getPaymentList', ({ session, query, language }) =>
    payments.list(session.accountId, query, language),
  );
  registerCall(app, 'getPaymentOrder', ({ session, query }) =>
    payments.ownOrder(session.accountId, query.orderId),
  );
};
