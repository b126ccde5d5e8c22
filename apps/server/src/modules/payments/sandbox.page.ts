import { brandConfig, formatMoney, isBrandId, SANDBOX_PATHS } from '@switchboard/protocol';
import type { PaymentOrderRow } from '../../db/types.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The wallet quote stored on a direct-crypto order, if any. */
function walletOf(
  order: PaymentOrderRow,
): { currency: string; network: string | null; rechargeAmount: string; walletAddress: string } | null {
  if (order.provider_ref === null || !order.provider_ref.startsWith('{')) return null;
  try {
    return JSON.parse(order.provider_ref);
  } catch {
    return null;
  }
}

/** PayPal orders name the paying PayPal account, as PayPal's own page would report it. */
function payerField(order: PaymentOrderRow): string {
  if (order.method !== 'paypal') return '';
  return (
    '<p><label>PayPal account <input name="payer" type="email" required ' +
    'value="buyer@paypal.sandbox.test"></label></p>'
  );
}

/**
 * The sandbox checkout page: amount, method and three buttons (Pay, Fail, Cancel) in a plain form,
 * no script at all, so the server's CSP holds. Direct-crypto orders show the address and offer
 * "Simulate deposit" instead of Pay.
 */
export function sandboxCheckoutPage(order: PaymentOrderRow): string {
  const brand = isBrandId(order.brand) ? brandConfig(order.brand) : undefined;
  const amount = brand
    ? formatMoney(order.amount, brand.currency.decimals, brand.currency.symbol)
    : String(order.amount / 10_000);
  const unit = brand?.currency.unit.en ?? order.currency;
  const gift =
    order.gift > 0 && brand
      ? `<p>Gift: ${escapeHtml(formatMoney(order.gift, brand.currency.decimals, brand.currency.symbol))}</p>`
      : '';
  const wallet = walletOf(order);
  const walletHtml = wallet
    ? `<p>Send exactly <strong>${escapeHtml(wallet.rechargeAmount)} ${escapeHtml(wallet.currency)}</strong>` +
      `${wallet.network ? ` on ${escapeHtml(wallet.network)}` : ''} to <code>${escapeHtml(wallet.walletAddress)}</code></p>`
    : '';
  const pending = order.status === 'pending';
  const buttons = pending
    ? `<form method="post" action="${SANDBOX_PATHS.complete}/${escapeHtml(order.id)}/complete">` +
      payerField(order) +
      `<button name="outcome" value="paid">${wallet ? 'Simulate deposit' : 'Pay'}</button> ` +
      `<button name="outcome" value="failed">Fail</button> ` +
      `<button name="outcome" value="cancelled">Cancel</button></form>`
    : `<p>This order is ${escapeHtml(order.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title></head><body>
<h1>Sandbox checkout</h1>
<p>Amount: <strong>${escapeHtml(amount)} ${escapeHtml(unit)}</strong></p>
${gift}
<p>Method: ${escapeHtml(order.method)}</p>
<p>Order: <code>${escapeHtml(order.id)}</code></p>
${walletHtml}
${buttons}
<p><small>Test payments only: no money moves.</small></p>
</body></html>`;
}
