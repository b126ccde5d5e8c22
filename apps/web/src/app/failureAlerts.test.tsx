import { apiUrl, Retcode } from '@switchboard/protocol';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/api/client.ts';
import { envelope, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { createQueryClient, retryQueryLoad } from './bootstrap.ts';
import { GlobalAlert } from './GlobalAlert.tsx';

/** A screen part that loads the balance and says how far its load got. */
function Loader({ name }: { name: string }) {
  const { status } = useQuery({ queryKey: [name], queryFn: () => callApi('queryBalance') });
  return <p data-testid={name}>{status}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failure alerts', () => {
  it('alerts a load refused with a code once: the query does not retry a server answer', async () => {
    setupRuntime('pingme', 'en');
    const fetchMock = stubFetch(() => envelope(Retcode.INVALID_PARAMETER, null, 'Enter a valid amount.'));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Loader name="one" />
        <GlobalAlert />
      </QueryClientProvider>,
    );
    // The load fails only once every retry is spent; a retried code would be fetched and alerted twice.
    await waitFor(() => expect(screen.getByTestId('one').textContent).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Enter a valid amount.')).toBeTruthy();
    // Once dismissed, no second alert of the same refusal follows.
    within(alert).getByRole('button', { name: 'OK' }).click();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(retryQueryLoad(0, new TypeError('offline'))).toBe(true);
    expect(retryQueryLoad(1, new TypeError('offline'))).toBe(false);
  });

  it('opens the "Something went wrong" dialog once for 300002, even when two loads fail with it', async () => {
    setupRuntime('pingme', 'en');
    stubFetch((path) =>
      path === apiUrl('queryBalance')
        ? envelope(Retcode.SERVICE_UNAVAILABLE, null, 'The service is temporarily unavailable.', 503)
        : envelope(0, null),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Loader name="one" />
        <Loader name="two" />
        <GlobalAlert />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByTestId('general-error-dialog');
    expect(within(dialog).getByText('Something went wrong')).toBeTruthy();
    expect(within(dialog).getByText('The service is temporarily unavailable.')).toBeTruthy();
    // Dismissed once, it is gone: the second load's failure did not queue another.
    within(dialog).getByRole('button', { name: 'OK' }).click();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
