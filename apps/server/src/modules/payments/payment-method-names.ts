import type { PaymentMethod, UiLanguage } from '@switchboard/protocol';

/**
 * How payment methods are named in histories and on the checkout page. Brand names (PayPal) and
 * currency tickers keep their spelling in every language; Chinese readers know Alipay, UnionPay and
 * WeChat Pay by their Chinese names.
 */
const NAMES: Record<UiLanguage, Record<PaymentMethod, string>> = {
  en: {
    card: 'Bank card',
    wechatpay: 'WeChat Pay',
    alipay: 'Alipay',
    unionpay: 'UnionPay',
    paypal: 'PayPal',
    usdtPay: 'USDT',
    usdcPay: 'USDC',
    tusdPay: 'TUSD',
    ethPay: 'ETH',
    bchPay: 'BCH',
    cryptoPay: 'Crypto',
  },
  'zh-CN': {
    card: '银行卡',
    wechatpay: '微信支付',
    alipay: '支付宝',
    unionpay: '银联',
    paypal: 'PayPal',
    usdtPay: 'USDT',
    usdcPay: 'USDC',
    tusdPay: 'TUSD',
    ethPay: 'ETH',
    bchPay: 'BCH',
    cryptoPay: '加密货币',
  },
};

/** The shown name of a stored method in a language; a method this server does not know is shown as stored. */
export function paymentMethodName(method: string, language: UiLanguage): string {
  return (NAMES[language] as Record<string, string>)[method] ?? method;
}
