import { pinyin } from 'pinyin-pro';

/** A name as Latin letters: its pinyin syllables run together, and their initials. */
export interface Spelled {
  /** Lowercase, Chinese as pinyin without tones, Latin letters without accents ("张三" is "zhangsan"). */
  full: string;
  /** First letter of each syllable or Latin word ("张三" is "zs"). */
  initials: string;
}

const cache = new Map<string, Spelled>();
const CACHE_LIMIT = 50_000;

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Spells a name in pinyin. The surname is read in surname mode, so a polyphonic first character
 * takes its surname reading: 曾 is zeng (not ceng), 单 shan (not dan), 解 xie, 仇 qiu.
 */
export function spellName(name: string): Spelled {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const parts = pinyin(name.trim(), {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    v: true,
    surname: 'head',
  });
  const words = parts.flatMap((part) => plain(part).split(/\s+/)).filter((word) => word !== '');
  const spelled: Spelled = {
    full: words.join(''),
    initials: words.map((word) => word.charAt(0)).join(''),
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(name, spelled);
  return spelled;
}
