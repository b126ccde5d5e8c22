import { apiUrl, Retcode } from '@switchboard/protocol';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../lib/alerts.ts';
import { callApi } from '../lib/api/client.ts';
import { envelope, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { createQueryClient, retryQueryLoad } from './bootstrap.ts';
import { GlobalAlert } from './GlobalAlert.tsx';

function Loader({ name }: { name: string }) {
  useQuery({ queryKey: [name], queryFn: () => callApi('queryBalance') });
  return null;
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
      </QueryClientProvider>,
    );
    // The query fails only once every retry is spent; a retried code would be fetched and alerted twice.
    await waitFor(() => expect(client.getQueryState(['one'])?.status).toBe('error'), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAlerts.getState().queue).toHaveLength(1);
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
    expect(useAlerts.getState().queue).toEqual([expect.objectContaining({ kind: 'generalError' })]);
    within(dialog).getByRole('button', { name: 'OK' }).click();
    await waitFor(() => expect(screen.queryByTestId('general-error-dialog')).toBeNull());
  });
});
