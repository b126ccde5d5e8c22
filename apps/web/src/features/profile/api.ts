import type { KycInfo, ProfileData, UpdateProfileBody, UpdateProfileData } from '@switchboard/protocol';
import {
  AUTH_HEADER,
  anyEnvelopeSchema,
  KYC_FILE_FIELDS,
  KYC_URL_FIELDS,
  kycInfoDataSchema,
  profileDataSchema,
  updateProfileDataSchema,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/queries.ts';
import { reactToRetcode } from '../../lib/api/reactions.ts';
import { useRuntime } from '../../lib/runtime.ts';
import { currentToken, useSession } from '../../lib/session.ts';

/** Query keys of the profile feature, so the gate and the modals refresh the same cache. */
export const profileKeys = {
  profile: queryKeys.profile,
  kyc: queryKeys.kyc,
};

/** GET /getProfile. */
export function getProfile(): Promise<ProfileData> {
  return apiRequest('getProfile', { schema: profileDataSchema });
}

/** The form's fields of POST /updateProfile (platform is added by the client). */
export type ProfileUpdate = Omit<UpdateProfileBody, 'platform'>;

/** POST /updateProfile: resolves with the review states after the update. */
export function updateProfile(update: ProfileUpdate): Promise<UpdateProfileData> {
  return apiRequest('updateProfile', {
    method: 'POST',
    body: { ...update },
    schema: updateProfileDataSchema,
  });
}

/** GET /getKYCInfo. */
export function getKycInfo(): Promise<KycInfo> {
  return apiRequest('getKYCInfo', { schema: kycInfoDataSchema });
}

/** The two identity slots: ID front/back, and the photo holding the ID. */
export type KycSlot = 'idCard' | 'idHold';

/** What the identity dialog submits per slot: links of kept images and newly chosen files. */
export type KycSubmission = Record<KycSlot, { kept: string[]; added: Blob[] }>;

/**
 * The multipart body of POST /updateKYCInfo: kept links fill the slot's URL fields first, new files
 * take the file fields after them, so each slot holds at most its two images.
 */
export function kycFormData(submission: KycSubmission, platform: string): FormData {
  const form = new FormData();
  form.append('platform', platform);
  const slots: KycSlot[] = ['idCard', 'idHold'];
  slots.forEach((slot, index) => {
    const urlFields = KYC_URL_FIELDS.slice(index * 2, index * 2 + 2);
    const fileFields = KYC_FILE_FIELDS.slice(index * 2, index * 2 + 2);
    const { kept, added } = submission[slot];
    kept.forEach((url, position) => {
      const field = urlFields[position];
      if (field) form.append(field, url);
    });
    added.forEach((file, position) => {
      const field = fileFields[kept.length + position];
      if (field) form.append(field, file, file instanceof File ? file.name : `${field}.jpg`);
    });
  });
  return form;
}

/**
 * POST /updateKYCInfo as multipart (the JSON client cannot carry files); the envelope is read and
 * failure codes get the same global reaction as every other call.
 */
export async function updateKycInfo(submission: KycSubmission): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = currentToken();
  if (token) headers[AUTH_HEADER] = token;
  const body = kycFormData(submission, useRuntime.getState().brand.id);
  let response: Response;
  try {
    response = await fetch(buildApiUrl('updateKYCInfo'), { method: 'POST', headers, body });
  } catch (error) {
    console.warn('updateKYCInfo failed', error);
    throw new ApiError('network', 0, '', 0);
  }
  const json: unknown = await response.json().catch(() => null);
  const envelope = anyEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new ApiError('invalid', 0, '', response.status);
  const { retcode, retmsg, data } = envelope.data;
  if (retcode !== 0 || !response.ok) {
    reactToRetcode(retcode, retmsg, data);
    throw new ApiError('retcode', retcode, retmsg, response.status);
  }
}

/** The signed-in user's profile. */
export function useProfile() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: profileKeys.profile, queryFn: getProfile, enabled: token !== null });
}

/** The signed-in user's identity (KYC) info. */
export function useKycInfo() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: profileKeys.kyc, queryFn: getKycInfo, enabled: token !== null });
}
