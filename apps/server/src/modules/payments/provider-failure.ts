import { Retcode } from '@switchboard/protocol';
import { BtcpayMethodMissingError } from '../../adapters/payments/btcpay.ts';
import { BtcpayRefusedError, BtcpayUnavailableError } from '../../adapters/payments/btcpay-client.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';

/**
 * Runs a provider's call that must succeed before an order is stored; a provider down, slow or
 * refusing becomes the payment-failure sentence in the payer's language (never a 5xx), and a coin
 * the store does not take becomes the method-unavailable one.
 */
export async function askProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BtcpayUnavailableError || error instanceof BtcpayRefusedError) {
      throw new AppError(Retcode.PAYMENT_FAILED, `BTCPay: ${error.message}`);
    }
    if (error instanceof BtcpayMethodMissingError) {
      throw new AppError(Retcode.PAYMENT_METHOD_UNAVAILABLE, `BTCPay: ${error.message}`, {
        say: say('paymentMethodUnavailable'),
      });
    }
    throw error;
  }
}
