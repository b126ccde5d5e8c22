import {
  type BrandId,
  FEATURE_OPTIONS,
  OTHER_USE_CASE,
  type ProfileOption,
  Retcode,
  USE_CASE_OPTIONS,
  type UserCaseItem,
  userCaseItemSchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { describeZodError, sentenceForZodError } from '../../lib/validation-issues.ts';
import { type Sentence, say } from '../../text/sentence.ts';

/** True for brands whose profile asks the most-used feature and usage purposes (wephone, wetalk, wetalkpro). */
export function hasUseCases(brand: BrandId): boolean {
  return brandOf(brand).features.useCaseProfile;
}

const invalid = (detail: string, sentence: Sentence = say('useCaseChoose')) =>
  new AppError(Retcode.INVALID_PARAMETER, detail, { say: sentence });
const USE_CASE_ORDER = new Map(USE_CASE_OPTIONS.map((option, index) => [option.value, index]));

/** Checks the feature against FEATURE_OPTIONS; the messages are the form's own prompts. */
export function parseFeature(feature: string | undefined): string {
  const value = feature?.trim() ?? '';
  if (value === '')
    throw invalid('feature: is required (Please choose your most-used feature)', say('featureChoose'));
  if (!FEATURE_OPTIONS.some((option) => option.value === value)) {
    const known = FEATURE_OPTIONS.map((option) => option.value).join(', ');
    throw invalid(
      `feature: "${value}" is not a known feature (expected one of ${known})`,
      say('featureChoose'),
    );
  }
  return value;
}

/**
 * Parses the userCase JSON text into known purposes in a canonical order (so "unchanged" can be
 * compared as text); only the "others" purpose keeps a text, and it must have one.
 */
export function parseUserCase(text: string | undefined): UserCaseItem[] {
  if (text === undefined || text.trim() === '') {
    throw invalid('userCase: is required (Please choose how to use the product)');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid('userCase: is not valid JSON (expected a list of {value, text})');
  }
  const parsed = z.array(userCaseItemSchema).safeParse(raw);
  if (!parsed.success)
    throw invalid(
      describeZodError(parsed.error, raw, 'userCase'),
      sentenceForZodError(parsed.error, raw, 'userCase'),
    );
  if (parsed.data.length === 0)
    throw invalid('userCase: choose at least one purpose (Please choose how to use the product)');
  const seen = new Map<string, UserCaseItem>();
  for (const item of parsed.data) {
    if (!USE_CASE_ORDER.has(item.value)) {
      const known = USE_CASE_OPTIONS.map((option) => option.value).join(', ');
      throw invalid(`userCase: "${item.value}" is not a known purpose (expected one of ${known})`);
    }
    if (seen.has(item.value)) throw invalid(`userCase: "${item.value}" is chosen twice`);
    if (item.value === OTHER_USE_CASE) {
      const other = item.text?.trim() ?? '';
      if (other === '')
        throw invalid(
          `userCase: the "${OTHER_USE_CASE}" purpose needs a text saying how`,
          say('useCaseOtherText'),
        );
      seen.set(item.value, { value: item.value, text: other });
    } else {
      seen.set(item.value, { value: item.value });
    }
  }
  return [...seen.values()].sort(
    (a, b) => (USE_CASE_ORDER.get(a.value) ?? 0) - (USE_CASE_ORDER.get(b.value) ?? 0),
  );
}

/** Reads the stored user_case column; a damaged value reads as nothing chosen. */
export function storedUserCase(json: string | undefined): UserCaseItem[] {
  if (json === undefined) return [];
  try {
    const parsed = z.array(userCaseItemSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The option lists of getProfile with the user's choices marked; empty on brands without use cases. */
export function profileOptions(
  brand: BrandId,
  feature: string,
  userCase: readonly UserCaseItem[],
): { featureOptions: ProfileOption[]; userCaseOptions: ProfileOption[] } {
  if (!hasUseCases(brand)) return { featureOptions: [], userCaseOptions: [] };
  const chosen = new Map(userCase.map((item) => [item.value, item]));
  return {
    featureOptions: FEATURE_OPTIONS.map((option) => ({ ...option, selected: option.value === feature })),
    userCaseOptions: USE_CASE_OPTIONS.map((option) => {
      const item = chosen.get(option.value);
      const text = option.value === OTHER_USE_CASE ? item?.text : undefined;
      return { ...option, selected: item !== undefined, ...(text === undefined ? {} : { text }) };
    }),
  };
}
