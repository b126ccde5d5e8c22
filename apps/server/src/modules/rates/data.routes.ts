import { readFileSync } from 'node:fs';
import { type CountryEntry, countryEntrySchema, DATA_PATHS } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The static country lists, generated once (libphonenumber-js calling codes, ICU region names;
 * English sorted by name, Chinese by pinyin with Intl.Collator('zh-CN-u-co-pinyin')). Read and
 * checked at startup, so a broken file fails the boot rather than a user's page.
 */
function loadList(file: string): string {
  const text = readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');
  const list: CountryEntry[] = countryEntrySchema.array().min(200).parse(JSON.parse(text));
  return JSON.stringify(list);
}

/** Lists change only with a release; a day of caching spares every visitor the download. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Serves DATA_PATHS outside the API base and without sign-in, like the health probe. */
export const countryDataRoutes: FastifyPluginAsync = async (app) => {
  const lists = [
    [DATA_PATHS.countriesEn, loadList('countries.en.json')],
    [DATA_PATHS.countriesZh, loadList('countries.zh-CN.json')],
  ] as const;
  for (const [path, body] of lists) {
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8').send(body),
    );
  }
};
