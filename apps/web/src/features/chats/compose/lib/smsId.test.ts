import { sendMessagePayloadSchema } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSmsId, SMS_ID_PATTERN } from './smsId.ts';

afterEach(() => vi.unstubAllGlobals());

describe('newSmsId', () => {
  it('makes distinct ids of 32 hex digits that the contract accepts', () => {
    const ids = new Set(Array.from({ length: 200 }, newSmsId));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).toMatch(SMS_ID_PATTERN);
      expect(sendMessagePayloadSchema.shape.smsId.safeParse(id).success).toBe(true);
    }
  });

  it('still works where randomUUID is missing (pages served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const first = newSmsId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newSmsId()).not.toBe(first);
  });
});
