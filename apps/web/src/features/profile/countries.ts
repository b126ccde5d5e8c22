import type { CountryEntry, UiLanguage } from '@switchboard/protocol';
import { countryEntrySchema, DATA_PATHS } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useUiLanguage } from '../../lib/runtime.ts';

const listSchema = countryEntrySchema.array();

/** Loads the static country list of a language (a plain file, not an API call: no token, no envelope). */
export async function loadCountries(language: UiLanguage): Promise<CountryEntry[]> {
  const path = language === 'zh-CN' ? DATA_PATHS.countriesZh : DATA_PATHS.countriesEn;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`countries ${response.status}`);
  return listSchema.parse(await response.json());
}

/** The country list in the interface language, fetched once per language. */
export function useCountries() {
  const language = useUiLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: () => loadCountries(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
