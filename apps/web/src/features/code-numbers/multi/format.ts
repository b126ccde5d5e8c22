import type { BrandConfig } from '@switchboard/protocol';
import { formatMoney } from '@switchboard/protocol';

/** A per-record charge: always 4 decimals (spec 001 section 1), signed, with the brand's symbol when it has one. */
export function formatCharge(amount: number, brand: BrandConfig): string {
  return formatMoney(amount, 4, brand.currency.symbol);
}

/** The recipient of a text as the server wants it: country code and number joined, plus signs (and spaces) stripped. */
export function sendTarget(telCode: string, phone: string): string {
  return `${telCode}${phone}`.replace(/[+\s]/g, '');
}
