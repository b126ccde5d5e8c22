import type { Config } from '../../config/index.ts';
import { BtcpayProvider } from './btcpay.ts';
import { PaypalProvider } from './paypal.ts';
import { SandboxProvider } from './sandbox.ts';
import { StripeProvider } from './stripe.ts';

/** The payment providers a config enables. */
export interface PaymentProviders {
  sandbox?: SandboxProvider;
  stripe?: StripeProvider;
  paypal?: PaypalProvider;
  btcpay?: BtcpayProvider;
}

/** The sandbox outside production; Stripe when its webhook secret is set (checkouts also need its key). */
export function paymentProviders(config: Config): PaymentProviders {
  const { sandbox, stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.payments;
  return {
    sandbox: sandbox ? new SandboxProvider(config.appSecret) : undefined,
    stripe:
      stripeWebhookSecret === undefined
        ? undefined
        : new StripeProvider(stripeSecretKey, stripeWebhookSecret, stripeApiBase),
    // PayPal's Orders API when its credentials are set; PayPal stays on the sandbox otherwise.
    paypal: config.paypal === undefined ? undefined : new PaypalProvider(config.paypal),
    // A BTCPay store takes every crypto method when its settings are set; the sandbox's otherwise.
    btcpay: config.btcpay === undefined ? undefined : new BtcpayProvider(config.btcpay),
  };
}
