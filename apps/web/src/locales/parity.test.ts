import { describe, expect, it } from 'vitest';

/**
 * Every namespace of the web app and of the operator console exists in English and Chinese with the
 * same keys and placeholders. Plurals: English has `_one` and `_other`; Chinese has no singular form,
 * so it carries `_other` only.
 */

// Every catalogue file of both apps, found by name so a new namespace is checked without editing this test.
const catalogues = {
  web: import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' }),
  console: import.meta.glob<unknown>('../../../console/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};
type App = keyof typeof catalogues;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
type Catalogue = Record<string, string>;

/** A file's language folder and namespace: `…/<language>/<namespace>.json`. */
const FILE = /([^/]+)\/([^/]+)\.json$/;

function namespaces(app: App, language: string): string[] {
  return Object.keys(catalogues[app])
    .flatMap((path) => {
      const [, folder, namespace] = FILE.exec(path) ?? [];
      return folder === language && namespace !== undefined ? [namespace] : [];
    })
    .sort();
}

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (typeof value === 'string') {
    into[prefix] = value;
    return into;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function load(app: App, language: string, namespace: string): Catalogue {
  const files = catalogues[app];
  const path = Object.keys(files).find((candidate) => candidate.endsWith(`/${language}/${namespace}.json`));
  if (path === undefined) throw new Error(`${app} has no ${language}/${namespace}.json`);
  return flatten(files[path]);
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!))].sort();
}

/** Keys grouped by their base (plural suffix removed): base -> suffix ('' for a plain key) -> text. */
function byBase(catalogue: Catalogue): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(catalogue)) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = suffix ? key.slice(0, -(suffix.length + 1)) : key;
    const group = groups.get(base) ?? new Map<string, string>();
    group.set(suffix, text);
    groups.set(base, group);
  }
  return groups;
}

/** Problems of one namespace, as readable lines (empty when en and zh-CN agree). */
function parityProblems(en: Catalogue, zh: Catalogue): string[] {
  const problems: string[] = [];
  const enGroups = byBase(en);
  const zhGroups = byBase(zh);
  for (const base of new Set([...enGroups.keys(), ...zhGroups.keys()])) {
    const enForms = enGroups.get(base);
    const zhForms = zhGroups.get(base);
    if (!enForms || !zhForms) {
      problems.push(`${base}: only in ${enForms ? 'en' : 'zh-CN'}`);
      continue;
    }
    const enKinds = [...enForms.keys()].sort().join(',');
    const zhKinds = [...zhForms.keys()].sort().join(',');
    const plural = enKinds !== '';
    if (plural && enKinds !== 'one,other')
      problems.push(`${base}: en plural forms are ${enKinds}, not one,other`);
    if (plural && zhKinds !== 'other') problems.push(`${base}: zh-CN plural forms are ${zhKinds}, not other`);
    if (!plural && zhKinds !== '') problems.push(`${base}: zh-CN is plural (${zhKinds}) but en is not`);
    const enMain = enForms.get(plural ? 'other' : '') ?? '';
    const zhMain = zhForms.get(plural ? 'other' : '') ?? '';
    if (placeholders(enMain).join() !== placeholders(zhMain).join()) {
      problems.push(`${base}: placeholders en [${placeholders(enMain)}] zh-CN [${placeholders(zhMain)}]`);
    }
    const singular = enForms.get('one');
    if (singular !== undefined) {
      const extra = placeholders(singular).filter((name) => !placeholders(enMain).includes(name));
      if (extra.length > 0) problems.push(`${base}: en _one has placeholders [${extra}] that _other lacks`);
    }
    for (const [suffix, text] of [...enForms, ...zhForms]) {
      if (text.trim() === '') problems.push(`${base}${suffix ? `_${suffix}` : ''}: empty text`);
    }
  }
  return problems;
}

describe('web locale catalogues', () => {
  it('have the same namespaces in English and Chinese', () => {
    expect(namespaces('web', 'zh-CN')).toEqual(namespaces('web', 'en'));
    expect(namespaces('web', 'en').length).toBeGreaterThanOrEqual(17);
  });

  it.each(namespaces('web', 'en'))('%s has the same keys, placeholders and plural forms', (namespace) => {
    expect(parityProblems(load('web', 'en', namespace), load('web', 'zh-CN', namespace))).toEqual([]);
  });
});

describe('console locale catalogues (apps/console/src/locales)', () => {
  it('are found, with the same namespaces in English and Chinese', () => {
    // The glob reaches outside this app: it must find the console's own namespaces, not nothing.
    expect(namespaces('console', 'en')).toEqual(
      expect.arrayContaining(['audit', 'common', 'operators', 'reviews', 'setup', 'signIn', 'users']),
    );
    expect(namespaces('console', 'zh-CN')).toEqual(namespaces('console', 'en'));
  });

  it.each(namespaces('console', 'en'))('%s has the same keys, placeholders and plural forms', (namespace) => {
    expect(parityProblems(load('console', 'en', namespace), load('console', 'zh-CN', namespace))).toEqual([]);
  });
});

describe('the parity check', () => {
  it('catches a missing key, a lost placeholder and a Chinese singular form', () => {
    expect(
      parityProblems(
        { a: 'x {{n}}', b: 'y', c_one: '{{count}} item', c_other: '{{count}} items' },
        { a: 'x', c_one: '{{count}} 个', c_other: '{{count}} 个' },
      ),
    ).toEqual([
      'a: placeholders en [n] zh-CN []',
      'b: only in en',
      'c: zh-CN plural forms are one,other, not other',
    ]);
  });
});
