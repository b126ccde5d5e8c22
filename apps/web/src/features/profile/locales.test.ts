import { describe, expect, it } from 'vitest';
import enAccount from '../../locales/en/account.json';
import enProfile from '../../locales/en/profile.json';
import zhAccount from '../../locales/zh-CN/account.json';
import zhProfile from '../../locales/zh-CN/profile.json';

/** Every key path of a nested text tree, plural forms counted once (Chinese has only 'other'). */
function keys(tree: object, prefix = ''): string[] {
  const paths = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(paths)];
}

describe('account and profile texts', () => {
  it('have the same keys in English and Chinese, none empty', () => {
    expect(keys(zhProfile).sort()).toEqual(keys(enProfile).sort());
    expect(keys(zhAccount).sort()).toEqual(keys(enAccount).sort());
    for (const tree of [enProfile, zhProfile, enAccount, zhAccount]) {
      expect(JSON.stringify(tree)).not.toContain('""');
    }
  });
});
