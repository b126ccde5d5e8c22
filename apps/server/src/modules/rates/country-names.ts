import { readFileSync } from 'node:fs';
import { type CountryEntry, countryEntrySchema, type UiLanguage } from '@switchboard/protocol';

/**
 * Country names by ISO code in each interface language, from the same static lists the client's
 * country pickers download (data/*.json), so a destination reads the same on every screen.
 */
function namesOf(file: string): ReadonlyMap<string, string> {
  const text = readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');
  const list: CountryEntry[] = countryEntrySchema.array().parse(JSON.parse(text));
  return new Map(list.map((entry) => [entry.code, entry.name]));
}

const NAMES: Record<UiLanguage, ReadonlyMap<string, string>> = {
  en: namesOf('countries.en.json'),
  'zh-CN': namesOf('countries.zh-CN.json'),
};

/** The name of a country (ISO code) in the language; the code itself when the lists lack it. */
export function countryNameOf(code: string, language: UiLanguage): string {
  return NAMES[language].get(code) ?? code;
}
