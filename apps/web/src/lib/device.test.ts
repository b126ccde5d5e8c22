import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';

const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  width: 1280,
  coarsePointer: false,
};

describe('isMobileDevice', () => {
  it('detects phones by user agent', () => {
    expect(
      isMobileDevice({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' }),
    ).toBe(true);
    expect(isMobileDevice({ ...desktop, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' })).toBe(
      true,
    );
  });

  it('detects narrow touch screens, not narrow desktop windows', () => {
    expect(isMobileDevice({ ...desktop, width: 390, coarsePointer: true })).toBe(true);
    expect(isMobileDevice({ ...desktop, width: 390 })).toBe(false);
    expect(isMobileDevice(desktop)).toBe(false);
  });
});
