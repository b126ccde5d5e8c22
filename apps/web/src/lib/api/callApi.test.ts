import {
  type ApiCall,
  AUTH_HEADER,
  apiCalls,
  apiUrl,
  type EnvelopeCall,
  KYC_FILE_FIELDS,
} from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { useAlerts } from '../alerts.ts';
import { useSession } from '../session.ts';
import { callApi } from './client.ts';

const TOKEN = 'tok_0123456789abcdefghijklmnop';

/** The request fetch was given: method, path, query, headers and body. */
function sent(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index]!;
  const url = new URL(String(input), 'http://localhost');
  return {
    method: init?.method,
    path: url.pathname,
    query: url.searchParams,
    headers: init?.headers as Record<string, string>,
    body: init?.body,
  };
}

const envelopeCalls = (Object.keys(apiCalls) as ApiCall[]).filter(
  (call): call is EnvelopeCall => 'data' in apiCalls[call],
);

beforeEach(() => setupRuntime('pingme', 'en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi: the request comes from the call table', () => {
  it.each(envelopeCalls)('%s goes with the table’s method to the table’s path', async (call) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubFetch(() => envelope(0, null));
    // Only the request is looked at here: answers the schema refuses reject, which is fine.
    await (callApi as (call: EnvelopeCall, options: object) => Promise<unknown>)(call, {}).catch(
      () => undefined,
    );
    const request = sent(fetchMock);
    expect(request.method).toBe(apiCalls[call].method);
    expect(request.path).toBe(apiUrl(call));
  });

  it('sends a GET call’s fields in the query, with the common ones, and no body', async () => {
    useSession.setState({ token: TOKEN });
    const fetchMock = stubFetch(() => envelope(0, { chatList: [] }));
    await callApi('getChatListByDate', { query: { since: 1_700_000_000_000 } });
    const request = sent(fetchMock);
    expect(request.query.get('since')).toBe('1700000000000');
    expect(request.query.get('languagecode')).toBe('en');
    expect(request.query.get('webVersion')).toBeTruthy();
    expect(request.headers[AUTH_HEADER]).toBe(TOKEN);
    expect(request.body).toBeUndefined();
  });

  it('sends a POST call’s body as JSON with the brand’s platform', async () => {
    const fetchMock = stubFetch(() => envelope(0, { readAt: 5 }));
    await callApi('markChatRead', {
      body: { ownFullNumber: '12025550100', otherFullNumber: '12025550111', readAt: 5 },
    });
    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({
      ownFullNumber: '12025550100',
      otherFullNumber: '12025550111',
      readAt: 5,
      platform: 'pingme',
    });
  });

  it('sends a body of only the platform when the call’s body has nothing else', async () => {
    const fetchMock = stubFetch(() => envelope(0, { count: 2 }));
    await callApi('signOutOtherSessions');
    expect(JSON.parse(String(sent(fetchMock).body))).toEqual({ platform: 'pingme' });
  });

  it('sends DELETE /delSms with its query and no body', async () => {
    const fetchMock = stubFetch(() => envelope(0, { deleted: 3 }));
    await callApi('delSms', { query: { from: '12025550100', to: '12025550111' } });
    const request = sent(fetchMock);
    expect(request.method).toBe('DELETE');
    expect(request.query.get('from')).toBe('12025550100');
    expect(request.body).toBeUndefined();
  });

  it('sends a multipart call’s form with the platform first', async () => {
    const saved = { status: 1, idCardUrl1: '', idCardUrl2: '', idHoldUrl1: '', idHoldUrl2: '' };
    const fetchMock = stubFetch(() => envelope(0, saved));
    const form = new FormData();
    form.append(KYC_FILE_FIELDS[0], new Blob(['x'], { type: 'image/png' }), 'front.png');
    expect(await callApi('updateKYCInfo', { form })).toEqual(saved);
    const body = sent(fetchMock).body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['platform', KYC_FILE_FIELDS[0]]);
    expect(body.get('platform')).toBe('pingme');
  });

  it('sends the token it is given instead of the current one, and keepalive when asked', async () => {
    useSession.setState({ token: TOKEN });
    const fetchMock = stubFetch(() => envelope(0, null));
    await callApi('logout', { token: 'tok_other0123456789abcdefghij' });
    await callApi('releaseVerificationCodePhone', {
      query: { app: 'wa', number: '12025550100' },
      keepalive: true,
    });
    expect(sent(fetchMock, 0).headers[AUTH_HEADER]).toBe('tok_other0123456789abcdefghij');
    expect(fetchMock.mock.calls[1]![1]?.keepalive).toBe(true);
  });
});

describe('callApi: `data` is read with the table’s schema', () => {
  it('resolves with data as the schema gives it (defaults filled in)', async () => {
    stubFetch(() => envelope(0, { dialogList: [], nextStartTime: null }));
    const page = await callApi('getDialogList', {
      query: { ownFullNumber: '12025550100', otherFullNumber: '12025550111', ym: '2025-05' },
    });
    expect(page).toEqual({ dialogList: [], nextStartTime: null, firstDate: null });
  });

  it('rejects a success whose data does not match, without an alert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(0, { balance: 'a lot' }));
    await expect(callApi('queryBalance')).rejects.toMatchObject({ kind: 'invalid', retcode: 0 });
    expect(warn).toHaveBeenCalledWith('queryBalance answered an unexpected shape', expect.anything());
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('rejects a call answered with data where the table says there is none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(0, { surprise: true }));
    await expect(callApi('logout')).rejects.toMatchObject({ kind: 'invalid' });
  });
});
