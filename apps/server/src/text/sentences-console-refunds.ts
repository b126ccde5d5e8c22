import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's refunds of payment orders to the payer, through the provider. */
export const consoleRefundSentences = {
  consoleRefundProviderUnsupported: {
    en: 'This order was not paid through a provider that gives money back, so it cannot be refunded to the payer.',
    zh: '此订单不是通过可退款的支付服务商支付的，无法退款给付款人。',
  },
  consoleRefundProviderNotRefundable: {
    en: 'Only a paid order, or a failed one whose money the provider took, can be refunded to the payer, and only once.',
    zh: '只有已支付的订单，或支付服务商已收款的失败订单，才能退款给付款人，且只能退款一次。',
  },
  consoleRefundProviderRefused: {
    en: 'The payment provider refused the refund, so nothing changed. Check the payment in the provider’s dashboard.',
    zh: '支付服务商拒绝了这笔退款，订单未作任何更改。请在支付服务商的后台查看这笔付款。',
  },
  consoleRefundProviderUnreachable: {
    en: 'The payment provider did not answer in time, so the refund may not have reached the payer yet. Try again in a minute: a repeat never refunds twice.',
    zh: '支付服务商未及时响应，退款可能尚未到达付款人。请一分钟后重试：重复操作不会重复退款。',
  },
  consoleRefundProviderSpent: {
    en: 'The user has already spent part of this top-up, so it cannot be refunded to the payer. Nothing changed.',
    zh: '用户已花掉这笔充值的一部分，无法退款给付款人。订单未作任何更改。',
  },
} satisfies Record<string, SentenceEntry>;
