import { retcodeCatalogue } from './retcode-catalogue.ts';
import type { RetcodeInfo } from './retcode-names.ts';

export * from './retcode-catalogue.ts';
export * from './retcode-names.ts';

const byCode = new Map(retcodeCatalogue.map((info) => [info.code, info]));

/** Looks up a retcode's catalogue entry; undefined for codes outside the catalogue. */
export function retcodeInfo(code: number): RetcodeInfo | undefined {
  return byCode.get(code);
}

/** The codes the spec's response reader keeps silent, as listed in section 8. */
export const silentRetcodes: ReadonlySet<number> = new Set(
  retcodeCatalogue.filter((info) => info.silent && info.code !== 0).map((info) => info.code),
);

/** Codes that log the user out and mark them kicked. */
export const logoutKickedRetcodes: ReadonlySet<number> = new Set(
  retcodeCatalogue.filter((info) => info.reaction === 'logoutKicked').map((info) => info.code),
);
