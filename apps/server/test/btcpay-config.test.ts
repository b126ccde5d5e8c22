import { describe, expect, it } from 'vitest';
import { parseBtcpay } from '../src/config/btcpay.ts';

const FULL = {
  BTCPAY_URL: 'https://btcpay.example.com/',
  BTCPAY_API_KEY: 'a-secret-greenfield-key',
  BTCPAY_STORE_ID: 'StoreId42',
  BTCPAY_WEBHOOK_SECRET: 'a-secret-webhook-key',
};
const NONE = {
  BTCPAY_URL: undefined,
  BTCPAY_API_KEY: undefined,
  BTCPAY_STORE_ID: undefined,
  BTCPAY_WEBHOOK_SECRET: undefined,
};

describe('BTCPay settings', () => {
  it('are off when none is set and complete when all four are', () => {
    expect(parseBtcpay(NONE)).toBeUndefined();
    expect(parseBtcpay(FULL)).toEqual({
      url: 'https://btcpay.example.com',
      apiKey: FULL.BTCPAY_API_KEY,
      storeId: FULL.BTCPAY_STORE_ID,
      webhookSecret: FULL.BTCPAY_WEBHOOK_SECRET,
    });
  });

  it('refuse a partial setup at start, naming what is missing but never a secret', () => {
    expect(() => parseBtcpay({ ...FULL, BTCPAY_WEBHOOK_SECRET: undefined })).toThrow(/BTCPAY_WEBHOOK_SECRET/);
    expect(() => parseBtcpay({ ...NONE, BTCPAY_API_KEY: FULL.BTCPAY_API_KEY })).toThrow(/BTCPAY_URL/);
    for (const bad of ['ftp://btcpay.example.com', 'https://user:pass@btcpay.example.com', 'not a url']) {
      try {
        parseBtcpay({ ...FULL, BTCPAY_URL: bad });
        expect.unreachable();
      } catch (error) {
        expect((error as Error).message).toMatch(/BTCPAY_URL/);
        expect((error as Error).message).not.toContain('pass');
        expect((error as Error).message).not.toContain(FULL.BTCPAY_API_KEY);
      }
    }
  });
});
