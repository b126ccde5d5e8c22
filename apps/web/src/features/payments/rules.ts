import type { BrandConfig, BrandId, CryptoCurrency, CryptoNetwork } from '@switchboard/protocol';
import { cryptoNetworksByCurrency, NO_CRYPTO_GIFT_BRANDS, tileGift } from '@switchboard/protocol';

/**
 * Methods of the recharge tab, in display order: the getPaymentMethods flags of the checkout
 * methods, plus 'crypto' for direct wallet payment (enabled by any currency flag).
 */
export const UI_METHODS = [
  'card',
  'paypal',
  'wechatpay',
  'alipay',
  'unionpay',
  'cryptoPay',
  'crypto',
] as const;

/** One payment method of the recharge tab. */
export type UiMethod = (typeof UI_METHODS)[number];

/** Direct crypto currencies in display order. */
export const CURRENCY_ORDER: readonly CryptoCurrency[] = ['USDC', 'USDT', 'TUSD', 'ETH', 'BCH'];

/** What the network selector shows: the token networks, or 'Mainnet' for ETH and 'BCH' for BCH. */
export type NetworkLabel = CryptoNetwork | 'Mainnet' | 'BCH';

/** Networks shown for a currency: USDC not on TRC-20, ETH on Mainnet, BCH on BCH. */
export function networksFor(currency: CryptoCurrency): readonly NetworkLabel[] {
  if (currency === 'ETH') return ['Mainnet'];
  if (currency === 'BCH') return ['BCH'];
  return cryptoNetworksByCurrency[currency];
}

/** The wire network of a shown one (none for ETH and BCH). */
export function wireNetwork(label: NetworkLabel): CryptoNetwork | undefined {
  return label === 'Mainnet' || label === 'BCH' ? undefined : label;
}

/** A crypto choice of currency and network. */
export interface CryptoChoice {
  currency: CryptoCurrency;
  network: NetworkLabel;
}

/** The crypto choice after the currency changes: the network resets to the first one it allows. */
export function selectCurrency(currency: CryptoCurrency): CryptoChoice {
  return { currency, network: networksFor(currency)[0] ?? 'ERC-20' };
}

const isCrypto = (method: UiMethod | null) => method === 'crypto' || method === 'cryptoPay';

/** Whether gifts are offered for this brand and method (crypto hides them on wephone, wetalk, wetalkpro). */
export function giftsShown(brand: BrandId, method: UiMethod | null): boolean {
  return !(isCrypto(method) && NO_CRYPTO_GIFT_BRANDS.includes(brand));
}

/** The gift a tile credits with this method: the same rule the server credits by. */
export function giftOfTile(brand: BrandConfig, index: number, method: UiMethod | null): number {
  return tileGift(brand, index, { crypto: isCrypto(method) });
}

/** Whether a custom amount may be chosen with this method (PayPal takes fixed amounts only). */
export function customAllowed(method: UiMethod | null): boolean {
  return method !== 'paypal';
}

/** A chosen amount: a tile by index, or a custom amount in ten-thousandths (gift -1 in the spec). */
export type AmountChoice = { kind: 'tile'; index: number } | { kind: 'custom'; amount: number };

/** The brand's default choice: its default tile. */
export function defaultChoice(brand: BrandConfig): AmountChoice {
  return { kind: 'tile', index: brand.recharge.defaultTile };
}

/** Amount and gift (ten-thousandths) of a choice, the gift as credited; a custom amount has none. */
export function choiceValue(
  brand: BrandConfig,
  choice: AmountChoice,
  method: UiMethod | null,
): { amount: number; gift: number; custom: boolean } {
  if (choice.kind === 'custom') return { amount: choice.amount, gift: 0, custom: true };
  const index = brand.recharge.tiles[choice.index] === undefined ? 0 : choice.index;
  return {
    amount: brand.recharge.tiles[index]?.amount ?? 0,
    gift: giftOfTile(brand, index, method),
    custom: false,
  };
}

/**
 * The gift of the payment title: exactly what the order credits (the tile's own gift, or the
 * popular-option percentage of a tile without one; none for a custom amount or hidden gifts).
 */
export function titleGift(brand: BrandConfig, choice: AmountChoice, method: UiMethod | null): number {
  return choiceValue(brand, choice, method).gift;
}
