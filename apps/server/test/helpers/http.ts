import {
  type ApiCall,
  AUTH_HEADER,
  apiUrl,
  type ChatMessage,
  type dialogListDataSchema,
  type Envelope,
  type SessionData,
  type VirtualPhoneListData,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { z } from 'zod';

type DialogListData = z.infer<typeof dialogListDataSchema>;

/** Calls the API of a server over real HTTP, the way the web client does (query fields, token header). */
export async function httpCall<T>(
  baseUrl: string,
  call: ApiCall,
  options: { body?: unknown; token?: string; query?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const query = new URLSearchParams({
    t: String(Date.now()),
    webVersion: WEB_VERSION,
    languagecode: 'en',
    ...options.query,
  });
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers[AUTH_HEADER] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${apiUrl(call)}?${query}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Logs an email account in over HTTP and returns its token. */
export async function httpLogin(baseUrl: string, platform: string, email: string, password: string) {
  const result = await httpCall<SessionData>(baseUrl, 'login', {
    body: { platform, account: email, password },
  });
  if (result.status !== 200) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

/** The account's first own full number. */
export async function httpFirstNumber(baseUrl: string, token: string): Promise<string> {
  const result = await httpCall<VirtualPhoneListData>(baseUrl, 'getVirtualPhoneList', { token });
  const phone = result.body.data.virtualPhones[0];
  if (phone === undefined) throw new Error('the account has no number');
  return `${phone.telCode}${phone.phone}`;
}

/** Every message of one conversation in one month, following the cursor page by page. */
export async function httpDialog(
  baseUrl: string,
  token: string,
  own: string,
  other: string,
  ym: string,
): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let startTime: number | null | undefined;
  do {
    const query: Record<string, string> = { ownFullNumber: own, otherFullNumber: other, ym, pageSize: '500' };
    if (startTime != null) query.startTime = String(startTime);
    const result = await httpCall<DialogListData>(baseUrl, 'getDialogList', { token, query });
    if (result.status !== 200) throw new Error(`getDialogList failed: ${JSON.stringify(result.body)}`);
    all.push(...result.body.data.dialogList);
    startTime = result.body.data.nextStartTime;
  } while (startTime !== null);
  return all;
}
