import type { BrandId, LocalizedText } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';

/** A sender whose messages come from one of the brands (service notices, codes, promotions). */
export interface OfficialSender {
  /** Name shown instead of the number. */
  name: LocalizedText;
  /** Logo as an inline SVG document (a monogram in the brand's colour). */
  logoSvg: string;
}

function monogram(letters: string, background: string): string {
  const size = letters.length > 1 ? 22 : 30;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    `<text x="32" y="${letters.length > 1 ? 40 : 43}" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff">${letters}</text></svg>`
  );
}

function brandSender(id: BrandId, letters: string): OfficialSender {
  const brand = brands[id];
  return { name: brand.name, logoSvg: monogram(letters, brand.colors.primary) };
}

/**
 * Short codes and sender numbers the brands send from, by full number. A conversation with one of
 * them shows the brand's logo and name.
 */
export const officialSenders: Readonly<Record<string, OfficialSender>> = {
  '74636': brandSender('pingme', 'P'),
  '93746': brandSender('wephone', 'W'),
  '93825': brandSender('wetalk', 'WT'),
  '93826': brandSender('wetalkpro', 'WP'),
  '25686': brandSender('cloudnumber', '云'),
  '54362': brandSender('jiema', '码'),
};

/** The official sender behind a number, if it is one. */
export function officialSender(fullNumber: string): OfficialSender | undefined {
  return Object.hasOwn(officialSenders, fullNumber) ? officialSenders[fullNumber] : undefined;
}
