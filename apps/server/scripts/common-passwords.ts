// Writes src/modules/accounts/data/common-passwords.txt: the 10,000 most common passwords, most common
// first, taken from the frequency-ranked list of @zxcvbn-ts/language-common (MIT; derived from
// leaked-password corpora). Run again with `npm run common-passwords -w apps/server` to refresh it.
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 10_000;
const ranked = dictionary['passwords-common'] as string[];
const top = ranked.slice(0, COUNT);
if (top.length !== COUNT) throw new Error(`the ranked list holds only ${top.length} passwords`);
const target = new URL('../src/modules/accounts/data/common-passwords.txt', import.meta.url);
writeFileSync(target, `${top.join('\n')}\n`);
console.log(`wrote ${top.length} passwords to ${target.pathname}`);
