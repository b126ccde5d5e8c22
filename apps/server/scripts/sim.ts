/**
 * Carrier simulator CLI: injects an inbound message from an outside number into a running server
 * (outside production), as a carrier would.
 *
 *   npm run sim -w apps/server -- sms --to 12125550100 --from 14155550123 --text "hi"
 *   npm run sim -w apps/server -- mms --to 12125550100 --file photo.jpg [--text "look"]
 *   npm run sim -w apps/server -- voicemail --to 12125550100 --file message.mp3 --text "transcript"
 *   npm run sim -w apps/server -- verificationCode --to 12125550100 --text "Your code is 123456"
 *   npm run sim -w apps/server -- code <number> <app> [text]   (a verification number's code)
 *   npm run sim -w apps/server -- outbox
 *
 * The server is SIM_URL or --url (default http://localhost:3000). Reviews (profiles, identity proofs,
 * toll-free registrations) are decided in the operator console.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SIMULATOR_INBOUND_PATH, simulatorInboundSchema } from '@switchboard/protocol';
import { runCode } from './sim-code.ts';
import { serverBase, simCall } from './sim-http.ts';
import { runOutbox } from './sim-outbox.ts';

const KINDS = simulatorInboundSchema.shape.kind.options;
const DEFAULT_FROM = '14155550123';
const USAGE = `usage: npm run sim -w apps/server -- <${KINDS.join('|')}> --to <number> [--from <number>] [--text <text>] [--file <path>] [--url <server>]`;

function fail(message: string): never {
  console.error(`sim: ${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        from: { type: 'string' },
        text: { type: 'string' },
        file: { type: 'string' },
        url: { type: 'string' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** Parses the command line, posts the form and prints the server's answer. */
async function main(): Promise<void> {
  const { values, positionals } = readArgs();
  const base = serverBase(values.url);
  // `code <number> <app>` (positionals) is the verification-number sender; `code --to` stays an inbound SMS.
  if (positionals[0] === 'code' && positionals.length >= 3) return runCode(positionals.slice(1), base);
  if (positionals[0] === 'outbox') return runOutbox(base);
  const kind = positionals[0] === 'code' ? 'verificationCode' : positionals[0];
  if (kind === undefined || !(KINDS as readonly string[]).includes(kind)) fail('say which kind to inject');
  if (values.to === undefined) fail('--to is required');

  const form = new FormData();
  form.set('kind', kind);
  form.set('from', values.from ?? DEFAULT_FROM);
  form.set('to', values.to);
  form.set('text', values.text ?? '');
  if (values.file !== undefined) {
    const bytes = await readFile(values.file);
    form.set('file', new Blob([bytes]), path.basename(values.file));
  }

  const data = await simCall(`${base}${SIMULATOR_INBOUND_PATH}`, { method: 'POST', body: form }, base);
  console.log(`sim: delivered ${kind} to +${values.to}: ${JSON.stringify(data)}`);
}

void main();
