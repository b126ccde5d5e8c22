import { HIGHLIGHT_SEPARATOR } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { highlightPairs, linkify, parseMessageText, safeHref } from './messageText.ts';

describe('highlights', () => {
  it('splits targets and texts on the protocol separator', () => {
    expect(HIGHLIGHT_SEPARATOR).toBe('||,');
    expect(highlightPairs('profile||,kyc', 'your profile||,verify')).toEqual([
      { target: 'profile', text: 'your profile' },
      { target: 'kyc', text: 'verify' },
    ]);
    expect(highlightPairs(undefined, 'x')).toEqual([]);
    expect(highlightPairs('profile||,kyc', 'only one')).toEqual([{ target: 'profile', text: 'only one' }]);
  });

  it('turns highlighted texts into in-app action links for profile, numberManage and kyc', () => {
    const segments = parseMessageText(
      'Please complete your profile, then manage numbers or verify now.',
      `profile${HIGHLIGHT_SEPARATOR}numberManage${HIGHLIGHT_SEPARATOR}kyc`,
      `your profile${HIGHLIGHT_SEPARATOR}manage numbers${HIGHLIGHT_SEPARATOR}verify`,
    );
    expect(segments).toEqual([
      { kind: 'text', text: 'Please complete ' },
      { kind: 'action', text: 'your profile', action: 'profile' },
      { kind: 'text', text: ', then ' },
      { kind: 'action', text: 'manage numbers', action: 'numberManage' },
      { kind: 'text', text: ' or ' },
      { kind: 'action', text: 'verify', action: 'kyc' },
      { kind: 'text', text: ' now.' },
    ]);
  });

  it('ignores unknown actions and unsafe targets', () => {
    expect(parseMessageText('click me', 'deleteAccount', 'click')).toEqual([
      { kind: 'text', text: 'click me' },
    ]);
    expect(parseMessageText('click me', 'javascript:alert(1)', 'click')).toEqual([
      { kind: 'text', text: 'click me' },
    ]);
    expect(parseMessageText('see docs', 'https://example.test/docs', 'docs')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'docs', href: 'https://example.test/docs' },
    ]);
  });
});

describe('web links', () => {
  it('links http(s) and www addresses, leaving trailing punctuation out', () => {
    expect(linkify('Go to https://example.test/a?b=1, or www.example.test.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://example.test/a?b=1', href: 'https://example.test/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.example.test', href: 'https://www.example.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('only accepts http and https', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('http://x.test')).toBe('http://x.test/');
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('keeps markup as plain text (no HTML injection)', () => {
    const text = '<img src=x onerror="alert(1)"> <b>bold</b> http://ok.test/<script>';
    const segments = parseMessageText(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.find((segment) => segment.kind === 'link')).toEqual({
      kind: 'link',
      text: 'http://ok.test/',
      href: 'http://ok.test/',
    });
  });
});
