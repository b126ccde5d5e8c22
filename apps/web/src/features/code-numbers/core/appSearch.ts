import type { UiLanguage, VerificationApp } from '@switchboard/protocol';
import { useEffect, useState } from 'react';

/** Spells Chinese text in Latin letters: its full pinyin and the syllables' initials, lowercase. */
export type Speller = (text: string) => { full: string; initials: string };

/**
 * An app's name in the interface language: the list follows a language switch at once, while the
 * catalogue's `name` stays in the language it was asked in.
 */
export function appName(app: VerificationApp, language: UiLanguage): string {
  return (language === 'zh-CN' ? app.nameZh : app.nameEn) || app.name;
}

/** Lowercase, accents dropped, spaces and punctuation ignored ("Café-Bar" reads "cafebar"). */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

const HAN = /\p{Script=Han}/u;

/**
 * Whether an app matches what was typed: its English name, its Chinese name, and (once the speller is
 * loaded) the full pinyin and the pinyin initials of the Chinese name, case- and accent-insensitive.
 */
export function appMatches(app: VerificationApp, typed: string, spell: Speller | null): boolean {
  const needle = plainText(typed);
  if (needle === '') return true;
  const names = [app.name, app.nameEn ?? '', app.nameZh ?? ''];
  const spellings =
    spell === null
      ? []
      : names.filter((name) => HAN.test(name)).flatMap((name) => Object.values(spell(name)));
  return [...names, ...spellings].some((text) => plainText(text).includes(needle));
}

/** Builds a speller from pinyin-pro (loaded on demand: its dictionary is large). */
async function loadSpeller(): Promise<Speller> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
    return { full: syllables.join(''), initials: syllables.map((part) => part.charAt(0)).join('') };
  };
}

/**
 * The pinyin speller once a search starts: until then nobody downloads the dictionary, and until it
 * arrives the search matches the names themselves.
 */
export function useSpeller(searching: boolean): Speller | null {
  const [speller, setSpeller] = useState<Speller | null>(null);
  useEffect(() => {
    if (!searching || speller !== null) return;
    let live = true;
    void loadSpeller().then((loaded) => {
      if (live) setSpeller(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [searching, speller]);
  return speller;
}
