import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/numbersFlow.json';
import zh from '../../../locales/zh-CN/numbersFlow.json';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => Object.assign(all, leaves(child, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

describe('numbersFlow texts', () => {
  it('exist in English and Chinese with the same keys and placeholders, none empty', () => {
    const english = leaves(en);
    const chinese = leaves(zh);
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect((chinese[key] ?? '').trim(), key).not.toBe('');
      expect(placeholders(chinese[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
