import { brands } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { languageCodeFor } from '../lib/api/client.ts';
import { detectLanguage } from './language.ts';

const base = { stored: null, search: '', brand: brands.pingme, browserLanguages: ['en-US'] };

describe('detectLanguage', () => {
  it('prefers the saved explicit choice over everything else', () => {
    expect(
      detectLanguage({
        ...base,
        stored: 'en',
        search: '?cc=cn',
        brand: brands.jiema,
        browserLanguages: ['zh-CN'],
      }),
    ).toBe('en');
    expect(detectLanguage({ ...base, stored: 'zh-CN', search: '?cc=us' })).toBe('zh-CN');
  });

  it('ignores a saved value that is not a language', () => {
    expect(detectLanguage({ ...base, stored: 'fr' })).toBe('en');
  });

  it('uses the cc query next: cn is Chinese, any other country English', () => {
    expect(detectLanguage({ ...base, search: '?cc=cn' })).toBe('zh-CN');
    expect(detectLanguage({ ...base, search: '?cc=CN' })).toBe('zh-CN');
    expect(detectLanguage({ ...base, search: '?cc=us', brand: brands.jiema })).toBe('en');
    expect(detectLanguage({ ...base, search: '?cc=gb', browserLanguages: ['zh-TW'] })).toBe('en');
  });

  it('then the brand default when it is Chinese', () => {
    expect(detectLanguage({ ...base, brand: brands.jiema })).toBe('zh-CN');
    expect(detectLanguage({ ...base, brand: brands.cloudnumber })).toBe('zh-CN');
    expect(detectLanguage({ ...base, brand: brands.wephone })).toBe('en');
  });

  it('then the browser language (zh* is Chinese), else English', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['zh-TW', 'en'] })).toBe('zh-CN');
    expect(detectLanguage({ ...base, browserLanguages: ['zh'] })).toBe('zh-CN');
    expect(detectLanguage({ ...base, browserLanguages: ['de-DE', 'zh-CN'] })).toBe('en');
    expect(detectLanguage({ ...base, browserLanguages: [] })).toBe('en');
  });
});

describe('languageCodeFor', () => {
  it('follows the interface language', () => {
    expect(languageCodeFor('en', brands.pingme)).toBe('en');
    expect(languageCodeFor('zh-CN', brands.pingme)).toBe('zh_cn');
    expect(languageCodeFor('en', brands.cloudnumber)).toBe('en');
  });

  it('is always zh_cn for jiema, whatever the interface language', () => {
    expect(languageCodeFor('en', brands.jiema)).toBe('zh_cn');
    expect(languageCodeFor('zh-CN', brands.jiema)).toBe('zh_cn');
  });
});
