import type { KycInfo, UpdateProfileBody, UpdateProfileData } from '@switchboard/protocol';
import { KYC_FILE_FIELDS, KYC_URL_FIELDS } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client.ts';
import { kycQuery, profileQuery, useSignedIn } from '../../lib/api/queries.ts';

/** The form's fields of updateProfile (platform is added by the client). */
export type ProfileUpdate = Omit<UpdateProfileBody, 'platform'>;

/** The profile fields whose refusals the modal shows under their own control. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'province',
  'country',
  'regionCode',
  'postalCode',
  'feature',
  'userCase',
] as const;

/** Saves the profile; resolves with the review states after the update. */
export function updateProfile(update: ProfileUpdate): Promise<UpdateProfileData> {
  return callApi('updateProfile', { body: { ...update }, inlineFields: PROFILE_FIELDS });
}

/** The two identity slots: ID front/back, and the photo holding the ID. */
export type KycSlot = 'idCard' | 'idHold';

/** What the identity dialog submits per slot: links of kept images and newly chosen files. */
export type KycSubmission = Record<KycSlot, { kept: string[]; added: Blob[] }>;

/**
 * The multipart form of updateKYCInfo: kept links fill the slot's URL fields first, new files take
 * the file fields after them, so each slot holds at most its two images.
 */
export function kycFormData(submission: KycSubmission): FormData {
  const form = new FormData();
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

/** Sends the identity images and links; resolves with the identity info as saved. */
export function updateKycInfo(submission: KycSubmission): Promise<KycInfo> {
  return callApi('updateKYCInfo', { form: kycFormData(submission) });
}

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery({ ...profileQuery(), enabled: useSignedIn() });
}

/** The signed-in user's identity (KYC) info. */
export function useKycInfo() {
  return useQuery({ ...kycQuery(), enabled: useSignedIn() });
}
