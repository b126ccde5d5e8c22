import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setupRuntime } from '../test/helpers.tsx';
import { queryKeys } from './api/keys.ts';
import { setAppQueryClient } from './api/queryClientRef.ts';
import { useRuntime } from './runtime.ts';
import { openSignIn } from './signIn.ts';

afterEach(() => {
  setAppQueryClient(null);
  window.history.replaceState(null, '', '/');
});

describe('openSignIn', () => {
  it('leaves front-page mode and drops only the front field of the address', () => {
    setupRuntime('wetalk', 'en', true);
    window.history.replaceState(null, '', '/?cc=us&front=1#top');
    openSignIn();
    expect(useRuntime.getState().front).toBe(false);
    expect(`${window.location.search}${window.location.hash}`).toBe('?cc=us#top');
  });

  it("forgets the visitor's number options, which a signed-in answer completes with own numbers", () => {
    setupRuntime('pingme', 'en', true);
    const client = new QueryClient();
    setAppQueryClient(client);
    client.setQueryData(queryKeys.verificationOptions('telegram', 'US'), []);
    client.setQueryData(queryKeys.verificationAppList('en'), { appList: [], countrys: [] });
    openSignIn();
    expect(client.getQueryData(queryKeys.verificationOptions('telegram', 'US'))).toBeUndefined();
    // The catalogue is the same for everybody and stays.
    expect(client.getQueryData(queryKeys.verificationAppList('en'))).toEqual({ appList: [], countrys: [] });
  });
});
