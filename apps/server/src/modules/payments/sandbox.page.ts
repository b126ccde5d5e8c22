import {
  formatMoney,
  isBrandId,
  SANDBOX_CHECKOUT_KEY_FIELD,
  SANDBOX_PATHS,
  toLanguageCode,
  totalDecimals,
  type UiLanguage,
} from '@switchboard/protocol';
import type { PaymentOrderRow } from '../../db/types.ts';
import { brandOf } from '../../lib/brands.ts';
import { paymentMethodName } from './payment-method-names.ts';
import { type SandboxPageTexts, sandboxPageTexts } from './sandbox.page-texts.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The checkout link in the language the order was placed in: the page reads `languagecode` from
 * its own address (English, the default, needs none). Other providers' links are left alone.
 */
export function checkoutUrlIn(paymentUrl: string, language: UiLanguage): string {
  if (language === 'en' || !paymentUrl.startsWith(`${SANDBOX_PATHS.checkout}/`)) return paymentUrl;
  const separator = paymentUrl.includes('?') ? '&' : '?';
  return `${paymentUrl}${separator}languagecode=${toLanguageCode(language)}`;
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
function payerField(order: PaymentOrderRow, texts: SandboxPageTexts): string {
  if (order.method !== 'paypal') return '';
  return (
    `<p><label>${escapeHtml(texts.payerAccount)} <input name="payer" type="email" required ` +
    'value="buyer@paypal.sandbox.test"></label></p>'
  );
}

/** The stand-in PayPal page's refusal of a hidden form that does not fit its order. */
export function sandboxPaypalRefusedPage(language: UiLanguage = 'en'): string {
  const texts = sandboxPageTexts(language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title></head><body>
<h1>${escapeHtml(texts.title)}</h1>
<p role="alert">${escapeHtml(texts.paypalFormRefused)}</p>
<p><small>${escapeHtml(texts.testOnly)}</small></p>
</body></html>`;
}

/**
 * The sandbox checkout page in a language: amount, method and three buttons (Pay, Fail, Cancel) in
 * a plain form, no script at all, so the server's CSP holds. Direct-crypto orders show the address
 * and offer "Simulate deposit" instead of Pay.
 */
export function sandboxCheckoutPage(
  order: PaymentOrderRow,
  key: string,
  language: UiLanguage = 'en',
): string {
  const texts = sandboxPageTexts(language);
  const brand = isBrandId(order.brand) ? brandOf(order.brand) : undefined;
  const amount = brand
    ? formatMoney(order.amount, totalDecimals(order.amount), brand.currency.symbol)
    : String(order.amount / 10_000);
  const unit = brand?.currency.unit[language] ?? order.currency;
  const gift =
    order.gift > 0 && brand
      ? `<p>${escapeHtml(texts.gift)}: ${escapeHtml(formatMoney(order.gift, totalDecimals(order.gift), brand.currency.symbol))}</p>`
      : '';
  const wallet = walletOf(order);
  const walletHtml = wallet
    ? `<p>${texts.sendExactly(
        `${escapeHtml(wallet.rechargeAmount)} ${escapeHtml(wallet.currency)}`,
        wallet.network ? escapeHtml(wallet.network) : null,
        escapeHtml(wallet.walletAddress),
      )}</p>`
    : '';
  const pending = order.status === 'pending';
  const buttons = pending
    ? `<form method="post" action="${SANDBOX_PATHS.complete}/${escapeHtml(order.id)}/complete?${SANDBOX_CHECKOUT_KEY_FIELD}=${escapeHtml(key)}">` +
      payerField(order, texts) +
      `<button name="outcome" value="paid">${escapeHtml(wallet ? texts.simulateDeposit : texts.pay)}</button> ` +
      `<button name="outcome" value="failed">${escapeHtml(texts.fail)}</button> ` +
      `<button name="outcome" value="cancelled">${escapeHtml(texts.cancel)}</button></form>`
    : `<p>${escapeHtml(texts.settled(order.status))}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title></head><body>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.amount)}: <strong>${escapeHtml(amount)} ${escapeHtml(unit)}</strong></p>
${gift}
<p>${escapeHtml(texts.method)}: ${escapeHtml(paymentMethodName(order.method, language))}</p>
<p>${escapeHtml(texts.order)}: <code>${escapeHtml(order.id)}</code></p>
${walletHtml}
${buttons}
<p><small>${escapeHtml(texts.testOnly)}</small></p>
</body></html>`;
}
