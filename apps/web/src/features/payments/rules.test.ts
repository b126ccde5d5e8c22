import { brands, unitsToMoney } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import {
  choiceValue,
  customAllowed,
  giftsShown,
  networksFor,
  selectCurrency,
  titleGift,
  wireNetwork,
} from './rules.ts';

const units = (amounts: number[]) => amounts.map(unitsToMoney);

describe('recharge tiles and gifts', () => {
  it('pingme: coins 2..100 without gifts, default 50', () => {
    const { tiles, defaultTile } = brands.pingme.recharge;
    expect(tiles.map((tile) => tile.amount)).toEqual(units([2, 5, 10, 20, 50, 100]));
    expect(tiles.every((tile) => tile.gift === 0)).toBe(true);
    expect(tiles[defaultTile]?.amount).toBe(unitsToMoney(50));
    expect(brands.pingme.currency.decimals).toBe(4);
  });

  it('dollar brands: gifts 1, 2, 6, 13 on 10, 20, 50, 100', () => {
    for (const id of ['wephone', 'wetalk', 'wetalkpro', 'jiema'] as const) {
      const gifts = brands[id].recharge.tiles.map((tile) => tile.gift);
      expect(gifts).toEqual(units([0, 0, 1, 2, 6, 13]));
    }
  });

  it('cloudnumber: yuan tiles without gifts, custom 11 to 2000', () => {
    const { tiles, custom } = brands.cloudnumber.recharge;
    expect(tiles.map((tile) => tile.amount)).toEqual(units([5, 10, 50, 100, 500]));
    expect(custom.min).toBe(unitsToMoney(11));
    expect(custom.max).toBe(unitsToMoney(2000));
  });

  it('pingme custom range is 11 to 200', () => {
    expect(brands.pingme.recharge.custom).toMatchObject({ min: unitsToMoney(11), max: unitsToMoney(200) });
  });

  it('payment title: the tile gift, else the popular 15% gift, none for custom amounts', () => {
    const wephone = brands.wephone;
    expect(titleGift(wephone, { kind: 'tile', index: 2 }, 'card')).toBe(unitsToMoney(1));
    expect(titleGift(wephone, { kind: 'tile', index: 1 }, 'card')).toBe(unitsToMoney(0.75));
    // What the title shows is what the order credits.
    expect(choiceValue(wephone, { kind: 'tile', index: 0 }, 'card').gift).toBe(unitsToMoney(0.3));
    expect(titleGift(wephone, { kind: 'custom', amount: unitsToMoney(30) }, 'card')).toBe(0);
    expect(titleGift(brands.pingme, { kind: 'tile', index: 1 }, 'card')).toBe(0);
  });
});

describe('method rules', () => {
  it('PayPal disables custom amounts', () => {
    expect(customAllowed('paypal')).toBe(false);
    expect(customAllowed('card')).toBe(true);
  });

  it('crypto hides gifts on wephone, wetalk and wetalkpro only', () => {
    for (const id of ['wephone', 'wetalk', 'wetalkpro'] as const) {
      expect(giftsShown(id, 'crypto')).toBe(false);
      expect(giftsShown(id, 'cryptoPay')).toBe(false);
      expect(giftsShown(id, 'card')).toBe(true);
      expect(choiceValue(brands[id], { kind: 'tile', index: 5 }, 'crypto').gift).toBe(0);
      expect(titleGift(brands[id], { kind: 'tile', index: 1 }, 'crypto')).toBe(0);
    }
    expect(giftsShown('jiema', 'crypto')).toBe(true);
    expect(choiceValue(brands.jiema, { kind: 'tile', index: 5 }, 'crypto').gift).toBe(unitsToMoney(13));
  });
});

describe('crypto networks', () => {
  it('USDC is limited to ERC-20, BSC and Polygon', () => {
    expect(networksFor('USDC')).toEqual(['ERC-20', 'BSC', 'Polygon']);
    expect(networksFor('USDT')).toEqual(['ERC-20', 'TRC-20', 'BSC', 'Polygon']);
  });

  it('ETH shows Mainnet and BCH shows BCH, with no wire network', () => {
    expect(networksFor('ETH')).toEqual(['Mainnet']);
    expect(networksFor('BCH')).toEqual(['BCH']);
    expect(wireNetwork('Mainnet')).toBeUndefined();
    expect(wireNetwork('TRC-20')).toBe('TRC-20');
  });

  it('the network resets to the first one on a currency change', () => {
    expect(selectCurrency('USDC')).toEqual({ currency: 'USDC', network: 'ERC-20' });
    expect(selectCurrency('ETH')).toEqual({ currency: 'ETH', network: 'Mainnet' });
  });
});

describe('return URL', () => {
  it('carries the country CN for the Chinese interface, nothing for English', async () => {
    const { returnUrl } = await import('./api.ts');
    expect(returnUrl('zh-CN')).toBe(`${window.location.origin}/?cc=CN`);
    expect(returnUrl('en')).toBe(`${window.location.origin}/`);
  });
});
