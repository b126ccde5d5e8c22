import { describe, expect, it } from 'vitest';
import { searchSttLocales, sttLocales } from './locales.ts';

describe('transcription languages', () => {
  it('has about 130 locales after an automatic first entry', () => {
    expect(sttLocales.length).toBeGreaterThanOrEqual(131);
    expect(sttLocales[0]).toEqual({ code: '', en: 'Automatic', zh: '自动识别' });
  });

  it('labels every locale in English and Chinese, with unique codes the server accepts', () => {
    const codes = new Set<string>();
    for (const locale of sttLocales.slice(1)) {
      expect(locale.code).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);
      expect(locale.en.trim()).not.toBe('');
      expect(locale.zh).toMatch(/[\u4e00-\u9fff]/);
      codes.add(locale.code);
    }
    expect(codes.size).toBe(sttLocales.length - 1);
  });

  it('searches codes and both names', () => {
    expect(searchSttLocales('').length).toBe(sttLocales.length);
    expect(searchSttLocales('japan').map((locale) => locale.code)).toEqual(['ja-JP']);
    expect(searchSttLocales('粤语').map((locale) => locale.code)).toContain('yue-Hant-HK');
    expect(searchSttLocales('EN-gb').map((locale) => locale.code)).toEqual(['en-GB']);
    expect(searchSttLocales('zzzz')).toEqual([]);
  });
});
