import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/** A language of the web client's catalogues. */
export type CatalogueLanguage = 'en' | 'zh-CN';

/** A catalogue of a namespace (apps/web/src/locales/<language>/<namespace>.json). */
function catalogue(namespace: string, language: CatalogueLanguage): Record<string, unknown> {
  const file = fileURLToPath(new URL(`../src/locales/${language}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A text of a catalogue by its dotted key, so a test follows the wording the app shows. */
export function catalogueText(namespace: string, key: string, language: CatalogueLanguage = 'en'): string {
  let node: unknown = catalogue(namespace, language);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`the ${language} catalogue has no ${namespace}:${key}`);
  return node;
}

/** Every text the connection notice can show (the `connection` entries of the English catalogue). */
function connectionTexts(): string[] {
  const section = catalogue('common', 'en').connection as Record<string, unknown> | undefined;
  const texts = Object.values(section ?? {}).filter((value): value is string => typeof value === 'string');
  if (texts.length === 0) throw new Error('the English catalogue has no connection texts');
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The connection notice (reconnecting, offline, or any other text of its catalogue section). */
export function connectionNotice(page: Page): Locator {
  const pattern = new RegExp(connectionTexts().map(escapeRegExp).join('|'));
  return page.getByText(pattern);
}
