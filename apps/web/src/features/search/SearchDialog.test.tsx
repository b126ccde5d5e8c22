import { apiUrl, type SearchMessagesData } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { openChatWith, openMessage } from '../chats/index.ts';
import { loadAddressBook } from '../contacts/testing.ts';
import { SearchDialog } from './SearchDialog.tsx';
import { openSearch, useSearchDialog } from './searchStore.ts';

// What choosing a hit does in the chats feature is its own concern (and its own tests'): here, that it is asked.
vi.mock('../chats/index.ts', () => ({
  openMessage: vi.fn(),
  openChatWith: vi.fn(),
  openConversationByKey: vi.fn(),
  useCachedConversations: () => [],
}));

const OWN = '14155550100';
const OTHER = '14155550123';

function page(
  hits: { id: string; text: string; ranges: { start: number; end: number }[] }[],
): SearchMessagesData {
  return {
    hits: hits.map((hit, index) => ({
      ...hit,
      smsId: `sms-${hit.id}`,
      ownFullNumber: OWN,
      otherFullNumber: OTHER,
      date: Date.UTC(2026, 0, 10 - index),
      direction: 'in',
      type: 'sms',
    })),
    next: null,
    recentOnly: false,
  };
}

function typeQuery(text: string): HTMLElement {
  const input = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('SearchDialog', () => {
  beforeEach(() => {
    setupRuntime('pingme');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    vi.mocked(openMessage).mockClear();
    openSearch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows message hits with their matches marked, and Enter opens the chosen one at its message', async () => {
    const fetchMock = stubFetch((path, _init, url) => {
      if (path !== apiUrl('searchMessages')) return envelope(0, null);
      expect(url.searchParams.get('q')).toBe('dinner');
      return envelope(
        0,
        page([
          { id: 'a', text: 'Dinner tonight?', ranges: [{ start: 0, end: 6 }] },
          { id: 'b', text: 'No dinner for me', ranges: [{ start: 3, end: 9 }] },
        ]),
      );
    });
    renderWithProviders(<SearchDialog />);
    const input = typeQuery('dinner');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect([...options[1]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['dinner']);
    expect(within(screen.getByRole('group', { name: 'Messages' })).getAllByRole('option')).toHaveLength(2);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true'));
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(useSearchDialog.getState().open).toBe(false);
    expect(openMessage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(openMessage).mock.calls[0]?.[0]).toMatchObject({
      smsId: 'sms-b',
      ownFullNumber: OWN,
      otherFullNumber: OTHER,
    });
    // Typing paused once: one call for the text, not one per keystroke.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('searchMessages'))).toHaveLength(
      1,
    );
  });

  it('says when nothing was found', async () => {
    stubFetch(() => envelope(0, page([])));
    renderWithProviders(<SearchDialog />);
    typeQuery('zebra');
    expect(await screen.findByText('No results for “zebra”')).toBeTruthy();
  });

  it('tells a failure and searches again on Retry', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return envelope(0, page([{ id: 'c', text: 'found it', ranges: [{ start: 0, end: 5 }] }]));
    });
    renderWithProviders(<SearchDialog />);
    typeQuery('found');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be searched');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('option')).textContent).toContain('found it');
  });

  it('speaks Chinese and marks a two-character hit', async () => {
    setupRuntime('cloudnumber', 'zh-CN');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    stubFetch(() =>
      envelope(0, {
        ...page([{ id: 'd', text: '明天吃晚饭吗', ranges: [{ start: 3, end: 5 }] }]),
        recentOnly: true,
      }),
    );
    renderWithProviders(<SearchDialog />, 'cloudnumber');
    fireEvent.change(screen.getByRole('combobox', { name: '搜索' }), { target: { value: '晚饭' } });
    const option = await screen.findByRole('option');
    expect(option.querySelector('mark')?.textContent).toBe('晚饭');
    expect(screen.getByRole('group', { name: '消息' })).toBeTruthy();
    expect(screen.getByText('一到两个字的搜索只查找最近的消息。')).toBeTruthy();
  });

  it('finds a Chinese contact by pinyin and by initials, as the contacts tab does', async () => {
    stubFetch(() => envelope(0, page([])));
    const { queryClient } = renderWithProviders(<SearchDialog />);
    loadAddressBook(queryClient, [
      {
        id: 'c1',
        name: '张三',
        email: '',
        companyName: '',
        note: '',
        phones: [{ telCode: '1', phone: '4155550123', tag: 'Mobile', shortPhone: '4155550123', full: OTHER }],
        updateTime: 1,
      },
    ]);
    for (const typed of ['zhangsan', 'zs']) {
      typeQuery(typed);
      const contacts = await screen.findByRole('group', { name: 'Contacts' });
      expect(within(contacts).getByRole('option').textContent).toContain('张三');
    }
    typeQuery('li');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Contacts' })).toBeNull());
    typeQuery('zs');
    fireEvent.click(await screen.findByRole('option', { name: /张三/ }));
    expect(openChatWith).toHaveBeenCalledWith(expect.objectContaining({ name: '张三', phone: OTHER }));
  });
});
