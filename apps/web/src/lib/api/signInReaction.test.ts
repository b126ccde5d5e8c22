import { apiUrl, Retcode } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { useAlerts } from '../alerts.ts';
import { useRuntime } from '../runtime.ts';
import { useSession } from '../session.ts';
import { callApi } from './client.ts';
import { ApiError } from './errors.ts';
import { onRetcodeReaction } from './reactions.ts';

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const PROFILE_STATE = { result: { profileStatus: -1, needSetPhone: false } };

/** A call answered 100023, as the server answers an account area call it will not serve yet. */
async function answered100023(): Promise<void> {
  stubFetch(() => envelope(Retcode.PROFILE_INCOMPLETE, PROFILE_STATE, 'Please log in first.', 403));
  await expect(callApi('getVirtualPhoneList')).rejects.toBeInstanceOf(ApiError);
}

let profileChecks: ReturnType<typeof vi.fn<(retcode: number, retmsg: string, data?: unknown) => void>>;
let stopListening: () => void;
beforeEach(() => {
  profileChecks = vi.fn<(retcode: number, retmsg: string, data?: unknown) => void>();
  stopListening = onRetcodeReaction('profileCheck', profileChecks);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('100023 while logged out (spec 001 section 6)', () => {
  it('takes a front-page visitor to the login form, with no alert and no profile check', async () => {
    setupRuntime('jiema', 'zh-CN', true);
    window.history.replaceState(null, '', '/?front=1&cc=cn');
    await answered100023();
    expect(useRuntime.getState().front).toBe(false);
    expect(window.location.search).toBe('?cc=cn');
    expect(profileChecks).not.toHaveBeenCalled();
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('leaves somebody without a token on the login form, with no profile check', async () => {
    setupRuntime('pingme', 'en');
    await answered100023();
    expect(useRuntime.getState().front).toBe(false);
    expect(profileChecks).not.toHaveBeenCalled();
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('still runs the profile check for a signed-in user, with the state the answer carries', async () => {
    setupRuntime('pingme', 'en');
    useSession.setState({ token: TOKEN });
    await answered100023();
    expect(profileChecks).toHaveBeenCalledWith(
      Retcode.PROFILE_INCOMPLETE,
      'Please log in first.',
      PROFILE_STATE,
    );
    expect(useSession.getState().token).toBe(TOKEN);
  });

  it('keeps the front page for the other silent codes a visitor meets', async () => {
    setupRuntime('pingme', 'en', true);
    stubFetch((path) =>
      path === apiUrl('queryBalance')
        ? envelope(Retcode.NOT_LOGGED_IN, null, 'Please log in first.', 401)
        : envelope(0),
    );
    await expect(callApi('queryBalance')).rejects.toBeInstanceOf(ApiError);
    expect(useRuntime.getState().front).toBe(true);
  });
});
