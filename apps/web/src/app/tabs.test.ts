import type { BrandId } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupRuntime } from '../test/helpers.tsx';
import { pageTitle, visibleTabs } from './tabs.ts';

beforeEach(() => setupRuntime('pingme', 'en'));

describe('tabs per brand', () => {
  it.each<[BrandId, string[], string]>([
    ['pingme', ['chats', 'verification', 'numbers', 'contacts', 'account'], 'chats'],
    ['wephone', ['chats', 'verification', 'numbers', 'contacts', 'account'], 'chats'],
    ['wetalk', ['chats', 'verification', 'numbers', 'contacts', 'account'], 'chats'],
    ['wetalkpro', ['chats', 'verification', 'numbers', 'contacts', 'account'], 'chats'],
    ['cloudnumber', ['chats', 'numbers', 'account'], 'chats'],
    ['jiema', ['verification', 'account'], 'verification'],
  ])('%s shows %j and opens on %s', (id, tabs, defaultTab) => {
    expect(visibleTabs(brands[id])).toEqual(tabs);
    expect(brands[id].defaultTab).toBe(defaultTab);
  });
});

describe('pageTitle', () => {
  it('is the translated tab name, a dash and the brand name', async () => {
    const t = i18next.getFixedT('en', 'common');
    expect(pageTitle(t, 'chats', brands.pingme, 'en')).toBe('Chats - PingMe');
    expect(pageTitle(t, 'account', brands.cloudnumber, 'en')).toBe('Account - Cloud Number');
    const zh = i18next.getFixedT('zh-CN', 'common');
    expect(pageTitle(zh, 'verification', brands.jiema, 'zh-CN')).toBe('接码 - 接码');
    expect(pageTitle(zh, 'chats', brands.pingme, 'zh-CN')).toBe('消息 - PingMe');
  });
});
