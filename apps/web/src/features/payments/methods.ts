import type { CryptoCurrency, PaymentMethodsData } from '@switchboard/protocol';
import { cryptoCurrencyFlag } from '@switchboard/protocol';
import { CURRENCY_ORDER, UI_METHODS, type UiMethod } from './rules.ts';

/** Direct crypto currencies the flags enable, in display order. */
export function enabledCurrencies(flags: PaymentMethodsData): CryptoCurrency[] {
  return CURRENCY_ORDER.filter((currency) => flags[cryptoCurrencyFlag[currency]]);
}

/** Methods the flags enable, in display order. */
export function enabledMethods(flags: PaymentMethodsData): UiMethod[] {
  return UI_METHODS.filter((method) =>
    method === 'crypto' ? enabledCurrencies(flags).length > 0 : flags[method],
  );
}

/** Whether the method needs a verified phone first (direct crypto: when any enabled currency does). */
export function needsPhone(flags: PaymentMethodsData, method: UiMethod): boolean {
  if (method === 'crypto') {
    return enabledCurrencies(flags).some(
      (currency) => flags.needSetPhone[cryptoCurrencyFlag[currency]] === true,
    );
  }
  return flags.needSetPhone[method] === true;
}
