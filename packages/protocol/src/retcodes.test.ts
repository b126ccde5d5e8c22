import { describe, expect, it } from 'vitest';
import { logoutKickedRetcodes, Retcode, retcodeCatalogue, retcodeInfo, silentRetcodes } from './retcodes.ts';

const specSilent = [
  100000, 100004, 100006, 100010, 100015, 100020, 100023, 100025, 100028, 200025, 200040, 200041, 200042,
  200043, 200044, 200045, 200046, 200047, 300002, 300033, 400000, 400001, 500000, 600000, 600002,
];
const specNamed = [...specSilent, 100008, 100012, 100013, 100014, 200018, 300030];

describe('retcode catalogue', () => {
  it('contains every code named in section 8 of both spec documents', () => {
    for (const code of specNamed) expect(retcodeInfo(code), String(code)).toBeDefined();
  });

  it('keeps exactly the spec silent codes silent', () => {
    expect([...silentRetcodes].sort()).toEqual([...specSilent].sort());
  });

  it('gives every code an English and a Chinese message', () => {
    for (const info of retcodeCatalogue) {
      expect(info.message.en.trim().length, `${info.code} en`).toBeGreaterThan(0);
      expect(info.message['zh-CN'].trim().length, `${info.code} zh`).toBeGreaterThan(0);
      expect(info.message['zh-CN']).not.toBe(info.message.en);
      expect(/[\u4e00-\u9fff]/.test(info.message['zh-CN']), `${info.code} zh has Chinese`).toBe(true);
    }
  });

  it('has unique codes and names that match the catalogue', () => {
    const codes = retcodeCatalogue.map((info) => info.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.values(Retcode)) expect(retcodeInfo(code)).toBeDefined();
    expect(codes.length).toBe(Object.values(Retcode).length);
  });

  it('maps the kick codes to logout-and-kick, and the special reactions', () => {
    expect([...logoutKickedRetcodes].sort()).toEqual([100012, 100013, 100014, 200018]);
    expect(retcodeInfo(100008)?.reaction).toBe('markKicked');
    expect(retcodeInfo(100010)?.reaction).toBe('captcha');
    expect(retcodeInfo(400001)?.reaction).toBe('noCredit');
    expect(retcodeInfo(300030)?.reaction).toBe('tollFree');
  });

  it('answers bad input with a 4xx, never a 5xx', () => {
    expect(retcodeInfo(Retcode.INVALID_PARAMETER)?.httpStatus).toBe(400);
    for (const info of retcodeCatalogue) {
      if (info.code !== 0) expect(info.httpStatus).toBeGreaterThanOrEqual(400);
    }
  });
});
