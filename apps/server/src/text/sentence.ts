import { type BrandId, formatMoney, totalDecimals, type UiLanguage } from '@switchboard/protocol';
import { brandOf } from '../lib/brands.ts';
import { type FieldName, fieldLabel } from './field-labels.ts';
import type { SentenceEntry } from './sentence-entry.ts';
import { type SentenceKey, sentences } from './sentences.ts';

/** An amount of ten-thousandths of a brand's unit, rendered in that unit in the reader's language. */
export interface MoneyParam {
  amount: number;
  brand: BrandId;
}

/** A field named in a sentence by its label ("the phone number"), rendered in the reader's language. */
export interface FieldParam {
  field: FieldName;
}

/** Values a sentence may name; `count` chooses the plural form of a `{one, other}` entry. */
export type SentenceParams = Record<string, string | number | MoneyParam | FieldParam>;

/** A sentence for a person, chosen by key, rendered later in the reader's language. */
export interface Sentence {
  key: SentenceKey;
  params?: SentenceParams;
}

/** Names a sentence of the catalogue with its values. */
export function say(key: SentenceKey, params?: SentenceParams): Sentence {
  return params === undefined ? { key } : { key, params };
}

/** A money parameter: `amount` in ten-thousandths of `brand`'s unit. */
export function money(amount: number, brand: BrandId): MoneyParam {
  return { amount, brand };
}

/** A size limit in bytes as people read it ("5 MB"). */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/** Money in the brand's unit: two decimals, four only when the amount needs them (per-record charges). */
function renderMoney({ amount, brand }: MoneyParam, language: UiLanguage): string {
  const { currency } = brandOf(brand);
  const decimals = totalDecimals(amount);
  if (currency.symbol !== '') return formatMoney(amount, decimals, currency.symbol);
  const separator = language === 'zh-CN' ? ' ' : ' ';
  return `${formatMoney(amount, decimals)}${separator}${currency.unit[language]}`;
}

function renderParam(value: SentenceParams[string], language: UiLanguage): string {
  if (typeof value !== 'object') return String(value);
  if ('field' in value) return fieldLabel(value.field, language);
  return renderMoney(value, language);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fills `{name}` placeholders; `{Name}` is the same value with its first letter capitalized. */
function fill(template: string, params: SentenceParams | undefined, language: UiLanguage): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = params?.[name] ?? params?.[key];
    if (value === undefined) return whole;
    const text = renderParam(value, language);
    return name === key ? text : capitalized(text);
  });
}

/** The sentence in a language, its placeholders filled and (in English) its plural form chosen by `count`. */
export function render(sentence: Sentence, language: UiLanguage): string {
  const entry: SentenceEntry = sentences[sentence.key];
  if (language === 'zh-CN') return fill(entry.zh, sentence.params, language);
  if (typeof entry.en === 'string') return fill(entry.en, sentence.params, language);
  const count = Number(sentence.params?.count ?? 0);
  const form = englishPlural.select(count) === 'one' ? entry.en.one : entry.en.other;
  return fill(form, sentence.params, language);
}

const englishPlural = new Intl.PluralRules('en');
