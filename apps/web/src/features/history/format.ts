import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { formatBalance } from '../../lib/money.ts';

/** A movement with its sign: "+1.0000 Coins" for credits, "-$0.0200" for charges, unsigned zero. */
export function formatSigned(amount: number, brand: BrandConfig, language: UiLanguage): string {
  return `${amount > 0 ? '+' : ''}${formatBalance(amount, brand, language)}`;
}
