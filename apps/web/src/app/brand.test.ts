import { BOOT_ELEMENT_ID, BOOT_PLACEHOLDER, brands, settingsOfBrand } from '@switchboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { isFrontPage, resolveBrand, resolveBrandId } from './brand.ts';

function setBoot(json: string | null) {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = json;
  document.head.appendChild(script);
}

afterEach(() => setBoot(null));

describe('resolveBrandId', () => {
  it('uses the brand the server injected', () => {
    setBoot('{"brand":"jiema"}');
    expect(resolveBrandId(document, { search: '?brand=wetalk', hostname: 'pingme.localhost' })).toBe('jiema');
  });

  it('falls back to ?brand=, then the host label, then pingme', () => {
    setBoot('{}');
    expect(resolveBrandId(document, { search: '?brand=wetalk', hostname: 'jiema.localhost' })).toBe('wetalk');
    expect(resolveBrandId(document, { search: '?brand=nope', hostname: 'cloudnumber.localhost' })).toBe(
      'cloudnumber',
    );
    expect(resolveBrandId(document, { search: '', hostname: 'localhost' })).toBe('pingme');
    setBoot('not json');
    expect(resolveBrandId(document, { search: '', hostname: 'wephone.example.com' })).toBe('wephone');
  });

  it("serves the brand with the settings the server wrote in the page, and only that brand's", () => {
    const settings = {
      ...settingsOfBrand(brands.wetalk),
      name: { en: 'WeTalk Plus', 'zh-CN': '微聊加' },
      tabs: ['numbers', 'chats', 'account'],
      defaultTab: 'numbers',
      defaultLanguage: 'zh-CN',
    };
    setBoot(JSON.stringify({ brand: 'wetalk', settings }));
    const brand = resolveBrand(document, { search: '', hostname: 'localhost' });
    expect(brand.name.en).toBe('WeTalk Plus');
    expect(brand.tabs).toEqual(['numbers', 'chats', 'account']);
    expect(brand.defaultTab).toBe('numbers');
    expect(brand.defaultLanguage).toBe('zh-CN');
    // What settings do not cover stays the brand's code.
    expect(brand.currency.code).toBe('USD');
    expect(brand.features.vip).toBe(true);
    // No settings, or settings of no shape: the code values.
    setBoot('{"brand":"wetalk","settings":null}');
    expect(resolveBrand(document, { search: '', hostname: 'localhost' })).toBe(brands.wetalk);
    setBoot('{"brand":"wetalk","settings":{"name":"x"}}');
    expect(resolveBrand(document, { search: '', hostname: 'localhost' })).toBe(brands.wetalk);
  });

  it('index.html carries the exact placeholder the server replaces', () => {
    expect(indexHtml).toContain(BOOT_PLACEHOLDER);
  });

  it('reads front-page mode from ?front=1', () => {
    expect(isFrontPage('?front=1')).toBe(true);
    expect(isFrontPage('?front=0')).toBe(false);
    expect(isFrontPage('')).toBe(false);
  });
});
