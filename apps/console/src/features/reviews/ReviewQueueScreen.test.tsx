import { CONSOLE_PATH, consoleUrl, Retcode, type ReviewItem } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const older: ReviewItem = {
  kind: 'profile',
  accountId: 'acc-1',
  brand: 'pingme',
  email: 'first@example.test',
  submittedAt: Date.UTC(2025, 0, 2, 10),
  details: [
    { label: 'First name', value: 'Ada' },
    { label: 'Company', value: 'Analytical Engines' },
  ],
  images: [],
};
const newer: ReviewItem = {
  ...older,
  accountId: 'acc-2',
  email: 'second@example.test',
  submittedAt: older.submittedAt + 60_000,
};

/** The queue as the server holds it: decisions take an item out. */
function serveQueue() {
  let queue = [older, newer];
  const decisions: Record<string, unknown>[] = [];
  stubFetch((path, init) => {
    if (path === consoleUrl('consoleReviews')) return envelope(0, { reviews: queue });
    if (path === consoleUrl('consoleReviewDecide')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      decisions.push(body);
      queue = queue.filter((item) => item.accountId !== body.accountId);
      return envelope(0, { status: 100 });
    }
    return envelope(Retcode.NOT_FOUND, null, 'no such route', 404);
  });
  return decisions;
}

describe('review queue', () => {
  it('shows the oldest item first, and refusing it needs a reason; then it leaves the queue', async () => {
    const decisions = serveQueue();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('reviewer') });

    const detail = await screen.findByRole('region', { name: 'Profile of first@example.test' });
    expect(within(detail).getByText('Analytical Engines')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Refuse' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refuse the profile of first@example.test' });
    fireEvent.change(within(dialog).getByLabelText(/Reason the user reads/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(decisions).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason the user reads/), {
      target: { value: 'The company name does not match the billing address.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions).toEqual([
      {
        kind: 'profile',
        accountId: 'acc-1',
        decision: 'refuse',
        reason: 'The company name does not match the billing address.',
      },
    ]);
    expect(await screen.findByText('Refused: the profile of first@example.test.')).toBeTruthy();
    // The next oldest is shown; the decided one is gone from the list.
    expect(await screen.findByRole('region', { name: 'Profile of second@example.test' })).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: 'first@example.test' })).toBeNull();
  });

  it('approves without a reason', async () => {
    const decisions = serveQueue();
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('admin') });
    const detail = await screen.findByRole('region', { name: 'Profile of first@example.test' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ accountId: 'acc-1', decision: 'approve', reason: '' });
  });

  it("keeps the dialog open with the server's sentence when the decision fails", async () => {
    stubFetch((path) =>
      path === consoleUrl('consoleReviews')
        ? envelope(0, { reviews: [older] })
        : envelope(Retcode.CONSOLE_NOT_PERMITTED, null, 'Your role does not allow this.', 403),
    );
    renderConsole(<App />, { path: `${CONSOLE_PATH}/reviews`, operator: operatorOf('reviewer') });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Your role does not allow this.',
    );
  });
});
