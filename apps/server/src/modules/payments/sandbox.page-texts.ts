import type { UiLanguage } from '@switchboard/protocol';

/** Every text of the sandbox checkout page; amounts, codes and addresses are filled in by the page. */
export interface SandboxPageTexts {
  title: string;
  amount: string;
  gift: string;
  method: string;
  order: string;
  payerAccount: string;
  /** "Send exactly <amount> [on <network>] to <address>", as HTML around the escaped parts. */
  sendExactly: (amount: string, network: string | null, address: string) => string;
  pay: string;
  simulateDeposit: string;
  fail: string;
  cancel: string;
  /** The sentence shown instead of the buttons once an order is no longer pending. */
  settled: (status: string) => string;
  testOnly: string;
  /** The stand-in PayPal page refusing a form that does not fit the order. */
  paypalFormRefused: string;
}

/** Order statuses as the page names them. */
const STATUS: Record<UiLanguage, Record<string, string>> = {
  en: { paid: 'paid', failed: 'failed', cancelled: 'cancelled', refused: 'refused', pending: 'pending' },
  'zh-CN': { paid: '已支付', failed: '已失败', cancelled: '已取消', refused: '已拒绝', pending: '待支付' },
};

const en: SandboxPageTexts = {
  title: 'Sandbox checkout',
  amount: 'Amount',
  gift: 'Gift',
  method: 'Method',
  order: 'Order',
  payerAccount: 'PayPal account',
  sendExactly: (amount, network, address) =>
    `Send exactly <strong>${amount}</strong>${network ? ` on ${network}` : ''} to <code>${address}</code>`,
  pay: 'Pay',
  simulateDeposit: 'Simulate deposit',
  fail: 'Fail',
  cancel: 'Cancel',
  settled: (status) => `This order is ${STATUS.en[status] ?? status}.`,
  testOnly: 'Test payments only: no money moves.',
  paypalFormRefused:
    'This PayPal payment does not match its order, so it cannot go ahead. Nothing was charged. Start the payment again from the recharge page.',
};

const zh: SandboxPageTexts = {
  title: '沙盒收银台',
  amount: '金额',
  gift: '赠送',
  method: '支付方式',
  order: '订单号',
  payerAccount: 'PayPal 账户',
  sendExactly: (amount, network, address) =>
    `请${network ? `通过 ${network} 网络` : ''}向 <code>${address}</code> 转入 <strong>${amount}</strong>，金额须完全一致`,
  pay: '支付',
  simulateDeposit: '模拟到账',
  fail: '模拟失败',
  cancel: '取消',
  settled: (status) => `此订单${STATUS['zh-CN'][status] ?? status}。`,
  testOnly: '仅用于测试支付，不会产生真实扣款。',
  paypalFormRefused: '此 PayPal 付款与订单不符，无法继续，未产生任何扣款。请回到充值页面重新发起支付。',
};

const TEXTS: Record<UiLanguage, SandboxPageTexts> = { en, 'zh-CN': zh };

/** The sandbox checkout page's texts in a language. */
export function sandboxPageTexts(language: UiLanguage): SandboxPageTexts {
  return TEXTS[language];
}
