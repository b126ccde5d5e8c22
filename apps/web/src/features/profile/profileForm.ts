import type { ProfileData } from '@switchboard/protocol';
import {
  CITY_MAX_LENGTH,
  FEATURE_OPTIONS,
  OTHER_USE_CASE,
  USE_CASE_OPTIONS,
  updateProfileBodySchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import { withMessages } from '../../lib/formErrors.ts';
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

/** The name and address fields, in the order the form shows them. */
export const TEXT_FIELDS = ['firstName', 'lastName', 'address', 'city', 'province', 'postalCode'] as const;
/** A name or address field. */
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/** The most characters each name and address field takes, as the contract says. */
export function textFieldMax(field: TextFieldName): number | undefined {
  return updateProfileBodySchema.shape[field].maxLength ?? undefined;
}

/** A message of the profile namespace the form shows under a field. */
type ErrorKey =
  | `form.required.${TextFieldName | 'country' | 'feature' | 'purposes' | 'otherText'}`
  | 'form.tooLong';

/** A name or address field by the contract's rule: required, and at most so long. */
const textField = (field: TextFieldName) =>
  withMessages(
    updateProfileBodySchema.shape[field],
    (issue): ErrorKey => (issue.code === 'too_big' ? 'form.tooLong' : `form.required.${field}`),
  );

/**
 * The update-profile form's rules: the contract's for the name, address and country, and on brands
 * with use cases a most-used feature of the list, a purpose, and the text of the "other" purpose.
 * Each failure carries the message the form shows under its field.
 */
export function profileFormSchema(useCase: boolean): z.ZodType<ProfileForm, ProfileForm> {
  const base = z.object({
    firstName: textField('firstName'),
    lastName: textField('lastName'),
    address: textField('address'),
    city: textField('city'),
    province: textField('province'),
    country: withMessages(updateProfileBodySchema.shape.country, (): ErrorKey => 'form.required.country'),
    regionCode: withMessages(
      updateProfileBodySchema.shape.regionCode,
      (): ErrorKey => 'form.required.country',
    ),
    postalCode: textField('postalCode'),
    feature: z.string(),
    purposes: z.array(z.string()),
    otherText: z.string(),
  });
  if (!useCase) return base;
  return base.superRefine(
    (form, ctx) => {
      const issue = (path: 'feature' | 'purposes' | 'otherText') =>
        ctx.addIssue({ code: 'custom', path: [path], message: `form.required.${path}` satisfies ErrorKey });
      if (!FEATURE_OPTIONS.some((option) => option.value === form.feature)) issue('feature');
      if (form.purposes.length === 0) issue('purposes');
      else if (form.purposes.includes(OTHER_USE_CASE) && form.otherText.trim() === '') issue('otherText');
    },
    // Said together with any missing name or address field, as one look at the form.
    { when: () => true },
  );
}

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
