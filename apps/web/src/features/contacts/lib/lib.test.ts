import { describe, expect, it } from 'vitest';
import { avatarColor, CONTACT_AVATAR_COLORS } from './format.ts';
import { contactSortKey, groupContacts, groupLetter, sortContacts } from './order.ts';
import { matchesContactSearch } from './search.ts';
import { makeContact } from './testing.tsx';

describe('pinyin ordering and A-Z grouping', () => {
  const names = ['张伟', 'Alice', '李娜', 'bob', '123', 'Émile', '阿明', 'zoe'];
  const contacts = names.map((name, index) => makeContact(String(index), name));

  it('spells Chinese names in lowercase pinyin', () => {
    expect(contactSortKey('张伟')).toBe('zhangwei');
    expect(contactSortKey('李娜')).toBe('lina');
    expect(contactSortKey('Alice')).toBe('alice');
    expect(contactSortKey('Émile')).toBe('emile');
  });

  it('groups by first letter with # for non-letters', () => {
    expect(groupLetter('张伟')).toBe('Z');
    expect(groupLetter('bob')).toBe('B');
    expect(groupLetter('123')).toBe('#');
    expect(groupLetter('😀 smile')).toBe('#');
    expect(groupLetter('')).toBe('#');
  });

  it('sorts Chinese names by pinyin among Latin names, # last', () => {
    expect(sortContacts(contacts).map((contact) => contact.name)).toEqual([
      'Alice',
      '阿明',
      'bob',
      'Émile',
      '李娜',
      '张伟',
      'zoe',
      '123',
    ]);
  });

  it('puts a header in front of each group: A, B, E, L, Z, #', () => {
    const rows = groupContacts(contacts.filter((contact) => contact.name !== '阿明'));
    expect(rows.filter((row) => row.kind === 'group').map((row) => row.letter)).toEqual([
      'A',
      'B',
      'E',
      'L',
      'Z',
      '#',
    ]);
    expect(rows.map((row) => (row.kind === 'group' ? row.letter : row.contact.name))).toEqual([
      'A',
      'Alice',
      'B',
      'bob',
      'E',
      'Émile',
      'L',
      '李娜',
      'Z',
      '张伟',
      'zoe',
      '#',
      '123',
    ]);
  });

  it('a mixed list: 张伟, Alice, 李娜, bob, 123 -> A, B, L, Z, #', () => {
    const rows = groupContacts(
      ['张伟', 'Alice', '李娜', 'bob', '123'].map((name, i) => makeContact(`${i}`, name)),
    );
    expect(rows.filter((row) => row.kind === 'group').map((row) => row.letter)).toEqual([
      'A',
      'B',
      'L',
      'Z',
      '#',
    ]);
  });

  it('handles 10,000 contacts quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeContact(`c${i}`, i % 2 ? `名字${i}` : `Name ${i}`),
    );
    const started = performance.now();
    expect(groupContacts(many).length).toBeGreaterThan(10_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('polyphonic surnames', () => {
  it('reads the first character in its surname reading: 曾 under Z, 单 under S, 解 under X, 仇 under Q', () => {
    expect(groupLetter('曾小贤')).toBe('Z');
    expect(groupLetter('单田芳')).toBe('S');
    expect(groupLetter('解晓东')).toBe('X');
    expect(groupLetter('仇英')).toBe('Q');
    expect(contactSortKey('曾小贤')).toBe('zengxiaoxian');
  });

  it('sorts them among other names by that reading', () => {
    const names = ['曾小贤', '单田芳', '张三', '丁一', 'Sam'];
    const rows = groupContacts(names.map((name, index) => makeContact(String(index), name)));
    expect(rows.map((row) => (row.kind === 'group' ? row.letter : row.contact.name))).toEqual([
      'D',
      '丁一',
      'S',
      'Sam',
      '单田芳',
      'Z',
      '曾小贤',
      '张三',
    ]);
  });
});

describe('search', () => {
  const contact = makeContact('1', 'Alice Smith', [
    '1 2125550100',
    '44 2071234567',
    '86 13800138000',
    '1 4155550123',
    '81 9012345678',
  ]);

  it('matches the name case-insensitively', () => {
    expect(matchesContactSearch(contact, 'alice')).toBe(true);
    expect(matchesContactSearch(contact, 'SMITH')).toBe(true);
    expect(matchesContactSearch(contact, 'bob')).toBe(false);
    expect(matchesContactSearch(makeContact('2', '张伟'), '张')).toBe(true);
  });

  it('matches digits anywhere in any of the five phones, ignoring formatting', () => {
    expect(matchesContactSearch(contact, '555-0100')).toBe(true);
    expect(matchesContactSearch(contact, '2071234')).toBe(true);
    expect(matchesContactSearch(contact, '+86 138 0013')).toBe(true);
    expect(matchesContactSearch(contact, '(415) 555')).toBe(true);
    expect(matchesContactSearch(contact, '9012345678')).toBe(true);
    expect(matchesContactSearch(contact, '0000000')).toBe(false);
  });

  it('finds Chinese names by pinyin and by initials, surnames in their surname reading', () => {
    const zhang = makeContact('z', '张三');
    expect(matchesContactSearch(zhang, 'zhang')).toBe(true);
    expect(matchesContactSearch(zhang, 'Zhang San')).toBe(true);
    expect(matchesContactSearch(zhang, 'zs')).toBe(true);
    expect(matchesContactSearch(zhang, 'san')).toBe(true);
    expect(matchesContactSearch(zhang, 'li')).toBe(false);
    expect(matchesContactSearch(makeContact('c', '曾小贤'), 'zeng')).toBe(true);
    expect(matchesContactSearch(makeContact('c', '曾小贤'), 'ceng')).toBe(false);
    expect(matchesContactSearch(makeContact('s', '单田芳'), 'stf')).toBe(true);
  });

  it('an empty query matches everyone', () => {
    expect(matchesContactSearch(contact, '  ')).toBe(true);
  });
});

describe('avatar colour and phone format', () => {
  it('is one of seven colours by the last four digits modulo 7', () => {
    expect(CONTACT_AVATAR_COLORS).toHaveLength(7);
    expect(avatarColor('12125550100')).toBe(CONTACT_AVATAR_COLORS[100 % 7]);
    expect(avatarColor('12125550007')).toBe(CONTACT_AVATAR_COLORS[0]);
    expect(avatarColor('+1 (212) 555-9999')).toBe(CONTACT_AVATAR_COLORS[9999 % 7]);
    expect(avatarColor('')).toBe(CONTACT_AVATAR_COLORS[0]);
  });
});
