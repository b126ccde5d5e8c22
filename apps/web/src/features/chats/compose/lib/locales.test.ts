import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/compose.json';
import zh from '../../../../locales/zh-CN/compose.json';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => Object.assign(all, leaves(child, prefix ? `${prefix}.${key}` : key)),
    {} as Record<string, string>,
  );
}

describe('compose texts', () => {
  it('exist in English and Chinese, with the same keys and placeholders, none empty', () => {
    const english = leaves(en);
    const chinese = leaves(zh);
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const other = chinese[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}|%n/g) ?? []).sort();
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('keeps the spec’s exact English wording for the image and sender messages', () => {
    expect(en.notice.tooLarge).toBe(
      'The image you sent is too large. Please select a smaller image to send. Thank you!',
    );
    expect(en.notice.uploadFailed).toBe('Upload failed. Please try again.');
    expect(en.newChat.notOwnNumber).toBe(
      'This number is not one of your numbers. Please enter a number that you own.',
    );
  });
});
