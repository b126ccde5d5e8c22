import { GSM7_SEGMENT, UCS2_SEGMENT } from '@switchboard/protocol';

/** GSM 03.38 basic character set (without the escape code itself). */
const GSM7_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
/** GSM 03.38 extension table: each costs an escape plus the character, two septets. */
const GSM7_EXTENSION = new Set(Array.from('\f^{}\\[~]|€'));

/** How a text travels and how many segments it is billed as. */
export interface SegmentCount {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** Segments billed; 0 for an empty text. */
  segments: number;
}

/** Packs weighted characters into segments of `size` units without splitting a character. */
function pack(weights: number[], size: number): number {
  let segments = 1;
  let used = 0;
  for (const weight of weights) {
    if (used + weight > size) {
      segments += 1;
      used = 0;
    }
    used += weight;
  }
  return segments;
}

function count(weights: number[], limits: { single: number; multi: number }): number {
  const units = weights.reduce((sum, weight) => sum + weight, 0);
  if (units === 0) return 0;
  return units <= limits.single ? 1 : pack(weights, limits.multi);
}

/**
 * Splits a text the way carriers do: GSM-7 (160, or 153 per part) when every character is in the
 * GSM alphabet, extension characters counting two and never split from their escape; otherwise
 * UCS-2 (70, or 67 per part) counted in UTF-16 code units without splitting a surrogate pair.
 */
export function countSegments(text: string): SegmentCount {
  const characters = Array.from(text);
  const gsmWeights: number[] = [];
  let gsm = true;
  for (const character of characters) {
    if (GSM7_BASIC.has(character)) gsmWeights.push(1);
    else if (GSM7_EXTENSION.has(character)) gsmWeights.push(2);
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const units = gsmWeights.reduce((sum, weight) => sum + weight, 0);
    return { encoding: 'gsm7', units, segments: count(gsmWeights, GSM7_SEGMENT) };
  }
  const ucsWeights = characters.map((character) => character.length);
  return { encoding: 'ucs2', units: text.length, segments: count(ucsWeights, UCS2_SEGMENT) };
}
