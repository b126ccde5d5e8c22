import { describe, expect, it } from 'vitest';
import { chatKey, splitChatKey } from './chats.ts';

describe('conversation keys', () => {
  it('joins own and other full numbers with a hyphen', () => {
    expect(chatKey('12025550100', '14155550123')).toBe('12025550100-14155550123');
  });

  it('splits a key back into its two numbers', () => {
    expect(splitChatKey(chatKey('12025550100', '10086'))).toEqual({ own: '12025550100', other: '10086' });
    expect(splitChatKey('12025550100')).toEqual({ own: '12025550100', other: '' });
  });
});
