import { entry } from './retcode-entry.ts';
import { Retcode, type RetcodeInfo } from './retcode-names.ts';

const R = Retcode;

/** Codes of the recharge screen: creating, paying and finding payment orders (the 2000xx block). */
export const paymentRetcodes: readonly RetcodeInfo[] = [
  entry(
    R.PAYMENT_FAILED,
    400,
    true,
    'paymentError',
    'The payment could not be created or completed.',
    'The payment failed. Please try again.',
    '支付失败，请重试。',
  ),
  entry(
    R.PAYMENT_AMOUNT_NOT_ALLOWED,
    400,
    true,
    'paymentError',
    'The recharge amount is not allowed right now.',
    'This recharge amount is not allowed right now. Please choose a smaller amount or another method.',
    '当前不支持该充值金额，请选择较小金额或其他支付方式。',
  ),
  entry(
    R.PAYMENT_MAX_TIMES,
    400,
    true,
    'paymentError',
    'The daily number of recharges is reached.',
    'You have reached the maximum number of recharges. Please try another method or try again tomorrow.',
    '充值次数已达上限，请更换支付方式或明天再试。',
  ),
  entry(
    R.PAYPAL_NEEDS_PHONE,
    400,
    true,
    'paymentError',
    'PayPal needs an account with a phone set.',
    'PayPal payments need an account with a verified phone number.',
    '使用PayPal支付需要账号已绑定手机号。',
  ),
  entry(
    R.PAYPAL_MULTIPLE_ACCOUNTS,
    400,
    true,
    'paymentError',
    'Payments from several PayPal accounts are refused.',
    'Payments from multiple PayPal accounts are not accepted.',
    '不接受来自多个PayPal账号的付款。',
  ),
  entry(
    R.ORDER_SUBMISSION_FAILED,
    400,
    true,
    'paymentError',
    'The order could not be submitted.',
    'The order submission failed. Please try again.',
    '订单提交失败，请重试。',
  ),
  entry(
    R.PAYMENT_METHOD_UNAVAILABLE,
    400,
    true,
    'paymentError',
    'The chosen payment method is not enabled.',
    'This payment method is not available.',
    '该支付方式暂不可用。',
  ),
  entry(
    R.CRYPTO_QUOTE_UNAVAILABLE,
    400,
    true,
    'paymentError',
    'No crypto quote could be made.',
    'The exchange rate is not available right now. Please try again later.',
    '暂时无法获取汇率，请稍后再试。',
  ),
  entry(
    R.PAYMENT_NOT_FOUND,
    404,
    true,
    'paymentError',
    'The payment order does not exist.',
    'The payment order was not found.',
    '未找到该支付订单。',
  ),
];
