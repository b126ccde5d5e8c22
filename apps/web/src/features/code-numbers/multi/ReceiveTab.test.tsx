import { brands } from '@switchboard/protocol';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/Providers.tsx';
import { setupRuntime } from '../../../test/helpers.tsx';
import { codePollQuery } from '../core/codePoll.ts';
import { lockOf, stopCodeSession, useCodeSession } from '../core/codeSession.ts';
import { ReceiveTab } from './ReceiveTab.tsx';
import { lockedPhone } from './testData.ts';

afterEach(() => {
  cleanup();
  stopCodeSession();
});

function renderReceive(canSub: 0 | 1, withMessage: boolean) {
  setupRuntime('wetalk', 'en');
  useCodeSession.setState({
    phase: withMessage ? 'received' : 'receiving',
    request: { app: 'telegram', country: 'US', option: { numberType: 1, phone: '' } },
    locked: lockedPhone({ canSub }),
    lockId: 7,
    endsAt: Date.now() + 120_000,
    secondsLeft: 120,
  });
  // The lock's polls as the query cache holds them.
  const client = new QueryClient();
  const list = withMessage
    ? [{ text: 'Your code is 4321', date: 1, charge: 1_000, smsId: 's1', code: '4321' }]
    : [];
  client.setQueryData(codePollQuery(lockOf(useCodeSession.getState())).queryKey, {
    list,
    done: false,
    polls: 1,
  });
  render(
    <Providers brand={brands.wetalk} queryClient={client}>
      <ReceiveTab onSubscribe={() => {}} onDone={() => {}} />
    </Providers>,
  );
}

describe('ReceiveTab', () => {
  it('before a message: countdown, no Try another number, Subscribe not possible yet', () => {
    renderReceive(0, false);
    expect(screen.getByTestId('verification-countdown').textContent).toBe('120 s left');
    expect(screen.queryByRole('button', { name: 'Try another number' })).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('verification-subscribe').disabled).toBe(true);
  });

  it('after a message: the code, Try another number, and Subscribe once the number may be kept', () => {
    renderReceive(1, true);
    expect(screen.getByTestId('verification-message').textContent).toContain('Code: 4321');
    expect(screen.getByRole('button', { name: 'Try another number' })).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('verification-subscribe').disabled).toBe(false);
  });

  it('says at each step what to do, and to retry later when the time ran out without a code', () => {
    renderReceive(0, false);
    expect(screen.getByTestId('verification-tip-0').textContent).toBe(
      'Copy the number and use it in the app or website to request a code.',
    );
    cleanup();
    renderReceive(1, true);
    act(() => useCodeSession.setState({ tipState: 3 }));
    expect(screen.getByTestId('verification-tip-3').textContent).toBe(
      'A message arrived. Copy the code below.',
    );
    expect(screen.queryByTestId('verification-retry-tip')).toBeNull();
    cleanup();
    renderReceive(0, false);
    act(() => useCodeSession.setState({ phase: 'ended', secondsLeft: 0 }));
    expect(screen.getByTestId('verification-retry-tip').textContent).toBe(
      'No code arrived. Retry after 15 minutes, or try another number.',
    );
  });
});
