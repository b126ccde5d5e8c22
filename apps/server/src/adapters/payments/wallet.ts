import { createHmac } from 'node:crypto';
import type { CryptoCurrency, CryptoNetwork } from '@switchboard/protocol';

/** Fixed sandbox prices: US dollars per one coin. */
export const SANDBOX_USD_PER_COIN: Record<CryptoCurrency, number> = {
  USDT: 1,
  USDC: 1,
  TUSD: 1,
  ETH: 3000,
  BCH: 400,
};

/** Fixed sandbox value of one brand unit in US dollars (COIN is pegged to the dollar). */
const USD_PER_UNIT: Record<string, number> = { USD: 1, COIN: 1, CNY: 1 / 7.2 };

/** A direct-wallet quote. */
export interface WalletQuote {
  /** Coins to send, 8 decimals. */
  rechargeAmount: string;
  walletAddress: string;
  /** Brand units per coin. */
  cryptoToLegalRate: number;
  queryRateTime: number;
}

/** A deposit address derived from the order id, so the same order always shows the same address. */
export function depositAddress(
  appSecret: string,
  orderId: string,
  currency: CryptoCurrency,
  network?: CryptoNetwork,
): string {
  const hex = createHmac('sha256', appSecret).update(`wallet:${orderId}`).digest('hex');
  if (currency === 'BCH') return `bitcoincash:q${hex.slice(0, 41)}`;
  if (network === 'TRC-20') return `T${hex.slice(0, 33)}`;
  return `0x${hex.slice(0, 40)}`;
}

/** Quotes `amount` ten-thousandths of a brand unit in a coin at the sandbox rate table. */
export function sandboxQuote(
  appSecret: string,
  order: { id: string; amount: number; currency: string },
  currency: CryptoCurrency,
  network: CryptoNetwork | undefined,
  now = Date.now(),
): WalletQuote {
  const unitsPerCoin = SANDBOX_USD_PER_COIN[currency] / (USD_PER_UNIT[order.currency] ?? 1);
  const rate = Math.round(unitsPerCoin * 100) / 100;
  const coins = order.amount / 10_000 / rate;
  return {
    rechargeAmount: coins.toFixed(8),
    walletAddress: depositAddress(appSecret, order.id, currency, network),
    cryptoToLegalRate: rate,
    queryRateTime: now,
  };
}
