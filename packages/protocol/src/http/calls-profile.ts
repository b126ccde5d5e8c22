import type { CallSpec } from './call-spec.ts';
import {
  adConfigDataSchema,
  getInviterQuerySchema,
  inviteCodeDataSchema,
  inviteInfoDataSchema,
  inviterDataSchema,
  setInviterBodySchema,
  setInviterDataSchema,
} from './invite.ts';
import {
  kycInfoDataSchema,
  profileDataSchema,
  updateProfileBodySchema,
  updateProfileDataSchema,
} from './profile.ts';
import { buyVipBodySchema, buyVipDataSchema, vipInfoDataSchema } from './vip.ts';

/** The profile, identity proof, invitations, VIP membership and banner ads. */
export const profileCalls = {
  getProfile: { method: 'GET', path: '/getProfile', auth: 'session', data: profileDataSchema },
  updateProfile: {
    method: 'POST',
    path: '/updateProfile',
    auth: 'session',
    body: updateProfileBodySchema,
    data: updateProfileDataSchema,
  },
  getKYCInfo: { method: 'GET', path: '/getKYCInfo', auth: 'session', data: kycInfoDataSchema },
  /** Identity images and links as a multipart form (fields KYC_FILE_FIELDS and KYC_URL_FIELDS). */
  updateKYCInfo: {
    method: 'POST',
    path: '/updateKYCInfo',
    auth: 'session',
    form: 'multipart',
    data: kycInfoDataSchema,
  },
  /** Identity images: `/kyc/<id>`; served only to their owner, with the token header. */
  kycImage: { method: 'GET', path: '/kyc', auth: 'session', pathId: true, answer: 'bytes' },
  queryInviteInfo: { method: 'GET', path: '/queryInviteInfo', auth: 'session', data: inviteInfoDataSchema },
  getInviteCode: { method: 'GET', path: '/getInviteCode', auth: 'session', data: inviteCodeDataSchema },
  /** The caller's inviter; the client sends the phone it shows, only the caller's account is read. */
  getInviter: {
    method: 'GET',
    path: '/getInviter',
    auth: 'session',
    query: getInviterQuerySchema,
    data: inviterDataSchema,
  },
  setInviter: {
    method: 'POST',
    path: '/setInviter',
    auth: 'session',
    body: setInviterBodySchema,
    data: setInviterDataSchema,
  },
  /** The caller's VIP membership and the price of a period (wetalk). */
  getVipInfo: { method: 'GET', path: '/getVipInfo', auth: 'session', data: vipInfoDataSchema },
  /** Buys or extends the VIP membership from the balance (wetalk). */
  buyVip: {
    method: 'POST',
    path: '/buyVip',
    auth: 'session',
    body: buyVipBodySchema,
    data: buyVipDataSchema,
  },
  /** The configured banners, shown before and after sign-in. */
  getAdConfig: { method: 'GET', path: '/getAdConfig', auth: 'visitor', data: adConfigDataSchema },
} as const satisfies Record<string, CallSpec>;
