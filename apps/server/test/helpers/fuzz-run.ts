import {
  API_BASE,
  type ApiCall,
  ApiPath,
  AUTH_HEADER,
  HEALTH_PATH,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from './factories.ts';
import {
  allFieldNames,
  everyCall,
  ID_PATH_CALLS,
  percent,
  randomObject,
  randomQueryString,
  randomValue,
  schemasOf,
} from './fuzz.ts';
import { batterySeed, intBetween, mulberry32 } from './prng.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

const PER_CALL = Number(process.env.FUZZ_PER_CALL ?? 1_000);
const BATCH = 100;
/**
 * A shard's thousands of requests take 40 to 80 s on two idle cores (the slider's images the most)
 * and over twice that while other work shares the machine; the limit is there for a hang.
 */
const SHARD_TIMEOUT_MS = 300_000;
const seed = batterySeed();
let t: SuiteApp;
let fuzzer: TestAccount;
let sessionBurner: TestAccount;

type Method = 'GET' | 'POST' | 'DELETE';

/** A stable per-route number, so each route's stream depends only on the seed and its name. */
function nameHash(name: string): number {
  let hash = 5381;
  for (const char of name) hash = (Math.imul(hash, 33) ^ char.charCodeAt(0)) >>> 0;
  return hash;
}
const pool = allFieldNames();

/** Methods a call is served on, read from the router so a new route is fuzzed without edits here. */
function methodsOf(call: ApiCall): Method[] {
  const url = `${API_BASE}${ApiPath[call]}${ID_PATH_CALLS.includes(call) ? '/:id' : ''}`;
  return (['GET', 'POST', 'DELETE'] as const).filter((method) => t.app.hasRoute({ method, url }));
}

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
];

/** One malformed request for a call, reproducible from (seed, call, index). */
function malformed(call: ApiCall, method: Method, random: () => number): InjectOptions {
  const fields = Object.assign({}, ...schemasOf(call));
  const idSuffix = ID_PATH_CALLS.includes(call)
    ? `/${percent(String(randomValue(random)).slice(0, 300)) || 'x'}`
    : '';
  const query =
    random() < 0.7
      ? `t=${Date.now()}&webVersion=${WEB_VERSION}&languagecode=en&${randomQueryString(random, fields, pool)}`
      : randomQueryString(random, fields, pool);
  const burner = call === 'logout' || call === 'refreshToken';
  const roll = random();
  const headers: Record<string, string> = {};
  if (roll < 0.8) headers[AUTH_HEADER] = burner ? sessionBurner.token : fuzzer.token;
  else if (roll < 0.9)
    headers[AUTH_HEADER] = String(randomValue(random))
      .slice(0, 200)
      .replace(/[^\x20-\x7e]/g, '');
  const options: InjectOptions = { method, url: `${API_BASE}${ApiPath[call]}${idSuffix}?${query}`, headers };
  if (method === 'GET') return options;
  const shape = random();
  let payload: string | Buffer;
  if (shape < 0.55) payload = JSON.stringify(randomObject(random, fields, pool));
  else if (shape < 0.7) payload = JSON.stringify(randomValue(random)) ?? 'null';
  else if (shape < 0.8) payload = '{"platform": "pingme", '.slice(0, intBetween(random, 1, 22));
  else if (shape < 0.9)
    payload = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]);
  else payload = '';
  headers['content-type'] =
    random() < 0.75
      ? 'application/json'
      : (CONTENT_TYPES[intBetween(random, 0, CONTENT_TYPES.length - 1)] ?? 'text/plain');
  return { ...options, payload };
}

const WATCHED = [
  'accounts',
  'ledger_entries',
  'account_balances',
  'messages',
  'contacts',
  'payment_orders',
  'payment_events',
  'number_subscriptions',
  'number_subscription_events',
  'code_rentals',
  'code_holds',
  'profiles',
  'kyc',
  'kyc_images',
  'media_files',
  'invite_codes',
  'phone_numbers',
  // Codes sent are counted here (without Redis): a refused request must not count as a send.
  'short_lived_events',
  'outbox_messages',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Shards the fuzz runs in (separate files, so each stays short on a small machine). */
export const FUZZ_SHARDS = 4;

/** The shard fuzzing a call: the slow image route alone, the others spread over the rest. */
export function shardOf(call: ApiCall): number {
  if (call === 'sliderCaptcha') return FUZZ_SHARDS - 1;
  return everyCall().indexOf(call) % (FUZZ_SHARDS - 1);
}

/** Registers the fuzz tests of one shard; shard 0 also runs the no-partial-write sample. */
export function fuzzShard(shard: number): void {
  t = useTestApp({ overrides: { logLevel: 'silent' } });
  beforeAll(async () => {
    fuzzer = await registerAccount(t.app);
    sessionBurner = await registerAccount(t.app);
  });
  describe(`battery: malformed payloads (shard ${shard + 1}/${FUZZ_SHARDS})`, () => {
    it(
      `answers ${PER_CALL} malformed requests per route with 4xx (or 2xx when valid), never 5xx`,
      async () => {
        const unrouted = everyCall().filter((call) => methodsOf(call).length === 0);
        expect(unrouted).toEqual([]);
        const calls = everyCall().filter((call) => shardOf(call) === shard);
        const statusTally = new Map<number, number>();
        const failures: string[] = [];
        let total = 0;
        for (const call of calls) {
          for (const method of methodsOf(call)) {
            const random = mulberry32(seed ^ nameHash(`${method} ${call}`));
            for (let start = 0; start < PER_CALL; start += BATCH) {
              const requests = Array.from({ length: BATCH }, () => malformed(call, method, random));
              const responses = await Promise.all(requests.map((request) => t.app.inject(request)));
              responses.forEach((response, i) => {
                statusTally.set(response.statusCode, (statusTally.get(response.statusCode) ?? 0) + 1);
                if (response.statusCode >= 500 && failures.length < 20)
                  failures.push(
                    `${method} ${call} #${start + i}: ${response.statusCode} ${response.body.slice(0, 200)} <- ${String(requests[i]?.url).slice(0, 200)} ${String(requests[i]?.payload ?? '').slice(0, 200)}`,
                  );
              });
              total += responses.length;
            }
          }
        }
        const tally = [...statusTally.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}:${n}`)
          .join(' ');
        console.log(
          `fuzz shard ${shard + 1}/${FUZZ_SHARDS} (seed ${seed}): ${calls.length} calls, ${total} requests, statuses ${tally}, 5xx ${failures.length}`,
        );
        expect(failures).toEqual([]);
        expect(total).toBeGreaterThanOrEqual(calls.length * PER_CALL);
        expect((await t.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
      },
      SHARD_TIMEOUT_MS,
    );

    // The sample runs once, in the first shard.
    if (shard === 0)
      it('writes nothing for a rejected request (sequential sample, row counts before and after)', async () => {
        const random = mulberry32(seed + 1);
        const calls = everyCall();
        let rejected = 0;
        const changed: string[] = [];
        for (let i = 0; i < 400; i++) {
          const call = calls[intBetween(random, 0, calls.length - 1)] as ApiCall;
          const methods = methodsOf(call);
          const request = malformed(
            call,
            methods[intBetween(random, 0, methods.length - 1)] as Method,
            random,
          );
          const before = await rowCounts();
          const response = await t.app.inject(request);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode < 400) continue;
          rejected++;
          const after = await rowCounts();
          for (const table of WATCHED)
            if (after[table] !== before[table])
              changed.push(`${call} ${response.statusCode}: ${table} ${before[table]} -> ${after[table]}`);
        }
        console.log(
          `fuzz (seed ${seed}): sample of 400, ${rejected} rejected, ${changed.length} with a row-count change`,
        );
        expect(changed).toEqual([]);
        expect((await t.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
      }, 60_000);
  });
}
