import type { ProfileData } from '@switchboard/protocol';
import { CITY_MAX_LENGTH, FEATURE_OPTIONS, OTHER_USE_CASE, USE_CASE_OPTIONS } from '@switchboard/protocol';
import type { ProfileUpdate } from './api.ts';

/** The update-profile form's values. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  province: string;
  country: string;
  regionCode: string;
  postalCode: string;
  /** Chosen most-used feature, or ''. */
  feature: string;
  /** Chosen usage purposes. */
  purposes: string[];
  /** Free text of the "other" purpose. */
  otherText: string;
}

/** Fields whose absence the form reports, in the order the form shows them. */
export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'province',
  'country',
  'postalCode',
] as const;

/** A field that can carry a "required" message. */
export type FormField = (typeof REQUIRED_FIELDS)[number] | 'feature' | 'purposes' | 'otherText';

/** The form filled from the saved profile; the feature and purposes come from their selected options. */
export function formFromProfile(profile: ProfileData | undefined): ProfileForm {
  const other = profile?.userCaseOptions.find((option) => option.value === OTHER_USE_CASE && option.selected);
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    address: profile?.address ?? '',
    city: (profile?.city ?? '').slice(0, CITY_MAX_LENGTH),
    province: profile?.province ?? '',
    country: profile?.country ?? '',
    regionCode: profile?.regionCode ?? '',
    postalCode: profile?.postalCode ?? '',
    feature: profile?.featureOptions.find((option) => option.selected)?.value ?? '',
    purposes:
      profile?.userCaseOptions.filter((option) => option.selected).map((option) => option.value) ?? [],
    otherText: other?.text ?? '',
  };
}

/** True when the form differs from what it was opened with (arrays compared by content). */
export function formChanged(initial: ProfileForm, current: ProfileForm): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}

/** The fields still missing; use-case brands also need a feature, a purpose and the other purpose's text. */
export function missingFields(form: ProfileForm, useCase: boolean): FormField[] {
  const missing: FormField[] = REQUIRED_FIELDS.filter((field) => form[field].trim() === '');
  if (!missing.includes('country') && form.regionCode.trim() === '') missing.push('country');
  if (!useCase) return missing;
  if (!FEATURE_OPTIONS.some((option) => option.value === form.feature)) missing.push('feature');
  if (form.purposes.length === 0) missing.push('purposes');
  else if (form.purposes.includes(OTHER_USE_CASE) && form.otherText.trim() === '') missing.push('otherText');
  return missing;
}

/** The updateProfile body of a complete form; use cases go as the userCase JSON list. */
export function updateFromForm(form: ProfileForm, useCase: boolean): ProfileUpdate {
  const update: ProfileUpdate = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    address: form.address.trim(),
    city: form.city.trim().slice(0, CITY_MAX_LENGTH),
    province: form.province.trim(),
    country: form.country.trim(),
    regionCode: form.regionCode.trim(),
    postalCode: form.postalCode.trim(),
  };
  if (!useCase) return update;
  const purposes = USE_CASE_OPTIONS.filter((option) => form.purposes.includes(option.value)).map((option) =>
    option.value === OTHER_USE_CASE
      ? { value: option.value, text: form.otherText.trim() }
      : { value: option.value },
  );
  return { ...update, feature: form.feature, userCase: JSON.stringify(purposes) };
}
