import { type ApiCall, AUTH_HEADER, monthKeyOf } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { VictimAssets } from './access-fixture.ts';
import { del, get, post } from './api.ts';
import { type NumberedAccount, uniqueIp } from './factories.ts';
import { uploadKyc } from './kyc.ts';

/** 'refused': a 4xx. 'blind': a 2xx is allowed only if it shows and changes nothing of A's (own-rows reads). */
export type Expectation = 'refused' | 'blind';

/** How a case reaches the server: a call with query or body, a raw link, or the multipart KYC form. */
type Request =
  | { method: 'GET' | 'DELETE'; query: Record<string, string> }
  | { method: 'POST'; body: Record<string, unknown>; anonymous?: boolean }
  | { link: string }
  | { kycUrls: Record<string, string> };

/** One call of B naming something of A's. */
export interface ForeignCase {
  call: ApiCall;
  name: string;
  expect: Expectation;
  request: Request;
}

const ym = () => monthKeyOf(Date.now());

/** The foreign-id cases: B (the caller) names A's ids, numbers, links and codes. */
export function foreignCases(a: VictimAssets, b: NumberedAccount): ForeignCase[] {
  const platform = b.brand;
  const number = a.account.number;
  const { app, fullNumber, rentalId } = a.rental;
  const kept = { platform, email: a.account.email };
  const verify = { platform, verifyid: a.verifyId, activationcode: a.verifyCode };
  const plan = (type?: string) => ({ virtualNumber: number, planId: '1102', ...(type ? { type } : {}) });
  const sms = JSON.stringify([{ smsId: a.messageSmsId, date: a.messageDate }]);
  const c = (call: ApiCall, name: string, expect: Expectation, request: Request): ForeignCase => ({
    call,
    name,
    expect,
    request,
  });
  const q = (query: Record<string, string>) => ({ method: 'GET' as const, query });
  const p = (body: Record<string, unknown>) => ({ method: 'POST' as const, body: { platform, ...body } });
  return [
    c('signOutSession', "A's session", 'refused', p({ sessionId: a.sessionId })),
    c('getPaymentOrder', "A's payment order", 'refused', q({ orderId: a.orderId })),
    c('releaseVerificationCodePhone', "A's verification lock", 'blind', q({ app, number: fullNumber })),
    c('register', "A's email on A's brand", 'refused', {
      method: 'POST',
      body: { platform: a.account.brand, email: a.account.email, password: 'another password 1' },
      anonymous: true,
    }),
    c(
      'getDialogList',
      "A's number and correspondent",
      'blind',
      q({ ownFullNumber: number, otherFullNumber: a.otherNumber, ym: ym() }),
    ),
    c(
      'markChatRead',
      "A's conversation",
      'refused',
      p({ ownFullNumber: number, otherFullNumber: a.otherNumber, readAt: Date.now() }),
    ),
    c(
      'setConversationState',
      "archive A's conversation",
      'refused',
      p({ ownFullNumber: number, otherFullNumber: a.otherNumber, archived: true }),
    ),
    c(
      'blockNumber',
      "block on A's number",
      'refused',
      p({ ownFullNumber: number, otherFullNumber: a.otherNumber }),
    ),
    c(
      'unblockNumber',
      "unblock on A's number",
      'refused',
      p({ ownFullNumber: number, otherFullNumber: a.otherNumber }),
    ),
    c('delSms', "A's message by smsId and date", 'blind', { method: 'DELETE', query: { sms } }),
    c('delSms', "A's whole conversation", 'blind', {
      method: 'DELETE',
      query: { from: number, to: a.otherNumber },
    }),
    c('speechToText', "A's voicemail", 'refused', q({ media: a.voicemailLink, language: 'en-US' })),
    c('media', "A's voicemail audio", 'refused', { link: a.voicemailLink }),
    c(
      'createOrUpdateCloudAddressBook',
      "overwrite A's contact id",
      'refused',
      p({
        id: a.contactId,
        addressBook: { name: 'Hijack', phoneList: [{ telCode: '1', phone: '2125550100' }] },
      }),
    ),
    c('delCloudAddressBook', "A's contact id", 'blind', p({ ids: a.contactId })),
    c(
      'importCloudAddressBook',
      "merge into A's contact id",
      'blind',
      p({
        rows: [
          {
            key: 'hijack-1',
            id: a.contactId,
            addressBook: { name: 'Hijack', phoneList: [{ telCode: '1', phone: '2125550100' }] },
          },
        ],
      }),
    ),
    c('updateKYCInfo', "keep A's identity image as one's own", 'refused', {
      kycUrls: { idCardUrl1: a.kycLink, idHoldUrl1: a.kycLink },
    }),
    c('kycImage', "A's identity image", 'refused', { link: a.kycLink }),
    c('validateCode', "A's verifyid with the right code", 'refused', p(verify)),
    c('validateCodeForEmail', "A's verifyid with the right code", 'refused', p(verify)),
    c('setPhoneForAccount', "A's verified phone without a pass", 'refused', p(a.verifiedPhone)),
    c('updatePhone', "A's verified phone without a pass", 'refused', p(a.verifiedPhone)),
    c('setEmailForAccount', "A's login email without a pass", 'refused', p(kept)),
    c('updateEmail', "A's login email without a pass", 'refused', p(kept)),
    c('getManagePlanList', "A's number", 'refused', q({ virtualNumber: number })),
    c('preChangePlan', "A's number", 'refused', q(plan())),
    c('changePlan', "A's number, now", 'refused', q(plan('1'))),
    c('changePlan', "A's number, next cycle", 'refused', q(plan('2'))),
    c(
      'subVirtualPhone',
      "A's rented number",
      'refused',
      p({ code: 'US', type: 'local', planId: '1101', telCode: '1', phone: a.account.phone }),
    ),
    c(
      'reSubVirtualPhone',
      "A's subscription historyId",
      'refused',
      p({ historyId: a.subscriptionId, date: ym() }),
    ),
    c('unSubVirtualPhone', "A's number", 'refused', p({ telCode: '1', phone: a.account.phone })),
    c('renewVirtualPhone', "pay A's number", 'refused', p({ telCode: '1', phone: a.account.phone })),
    c(
      'lockVerificationCodePhone',
      "relock A's rented number",
      'refused',
      q({ app, code: 'US', number: fullNumber }),
    ),
    c(
      'lockVerificationCodePhone',
      "release A's number as the last lock",
      'blind',
      q({ app, code: 'US', lastApp: app, lastNumber: fullNumber }),
    ),
    c(
      'getVerificationCodeSmsList',
      "A's rented number",
      'refused',
      q({ app, number: fullNumber, count: '1' }),
    ),
    c('getCodeSmsList', "A's rented number", 'refused', q({ app, number: fullNumber, ym: ym() })),
    c('subVerificationCodePhone', "A's rented number", 'refused', q({ app, number: fullNumber })),
    c('unSubVerificationCodePhone', "A's rented number", 'refused', q({ app, number: fullNumber })),
    c('releaseCodeNumber', "A's rented number", 'refused', q({ app, number: fullNumber })),
    c(
      'reSubVerificationCodePhone',
      "A's rental historyId",
      'refused',
      p({ historyId: rentalId, date: ym() }),
    ),
    c(
      'sendCodeSms',
      "from A's rented number",
      'refused',
      p({ from: fullNumber, to: '12125550100', app, text: 'hi' }),
    ),
  ];
}

/** Sends one case as B; the status and the raw answer text (to look for A's markers in). */
export async function runCase(
  app: FastifyInstance,
  baseUrl: string,
  b: NumberedAccount,
  { call, request }: ForeignCase,
): Promise<{ status: number; text: string }> {
  const options = { token: b.token, ip: uniqueIp() };
  if ('link' in request) {
    const response = await app.inject({
      method: 'GET',
      url: request.link,
      headers: { [AUTH_HEADER]: b.token },
    });
    return { status: response.statusCode, text: response.body };
  }
  if ('kycUrls' in request) {
    const result = await uploadKyc(baseUrl, b, {}, request.kycUrls);
    return { status: result.status, text: JSON.stringify(result.body) };
  }
  const result =
    request.method === 'POST'
      ? await post(app, call, request.body, request.anonymous ? { ip: options.ip } : options)
      : request.method === 'GET'
        ? await get(app, call, { ...options, query: request.query })
        : await del(app, call, { ...options, query: request.query });
  return { status: result.status, text: JSON.stringify(result.body) };
}
