import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Envelope,
  Retcode,
  SIMULATOR_INBOUND_PATH,
  type SimulatorInboundData,
  SocketEvent,
  type VoicemailTranscribedPayload,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import wavefile from 'wavefile';
import { findPocketsphinx, toModelWav } from '../src/adapters/speech/pocketsphinx.ts';
import { EventLog } from './helpers/account-events.ts';
import { get } from './helpers/api.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { connectSocket } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** Debian's US English model (package pocketsphinx-en-us). */
const MODEL = '/usr/share/pocketsphinx/model/en-us';
const OUTSIDE = '14155550123';

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, program)));
}

/** CI installs pocketsphinx, its model and espeak-ng; elsewhere the recognition tests are skipped. */
const installed = findPocketsphinx() !== undefined && existsSync(MODEL) && onPath('espeak-ng');

/** The sentence spoken by espeak-ng's US English voice into a WAV file (22,050 Hz, as it writes). */
function spoken(sentence: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'espeak-'));
  try {
    const file = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', file, sentence]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('audio as the recogniser takes it', () => {
  it('turns a stereo 44.1 kHz recording into 16 kHz mono 16-bit WAV', () => {
    const frames = 44_100;
    const left = new Int16Array(frames).map((_, i) => Math.round(8000 * Math.sin(i / 10)));
    const stereo = new wavefile.WaveFile();
    stereo.fromScratch(2, 44_100, '16', [left, left]);
    const converted = toModelWav(Buffer.from(stereo.toBuffer()));
    expect(converted).toBeDefined();
    const read = new wavefile.WaveFile(converted!);
    expect(read.fmt).toMatchObject({ numChannels: 1, sampleRate: 16_000, bitsPerSample: 16 });
    // One second of audio stays one second.
    expect(Math.abs((read.getSamples() as unknown as Float64Array).length - 16_000)).toBeLessThan(2);
  });

  it('reads mu-law telephone audio and refuses what is not WAV', () => {
    const telephone = new wavefile.WaveFile();
    telephone.fromScratch(
      1,
      8000,
      '16',
      new Int16Array(8000).map((_, i) => Math.round(6000 * Math.sin(i / 5))),
    );
    telephone.toMuLaw();
    expect(toModelWav(Buffer.from(telephone.toBuffer()))).toBeDefined();
    expect(toModelWav(Buffer.from('ID3\u0004\u0000 not a wav file'))).toBeUndefined();
  });
});

describe.skipIf(!installed)('a voicemail transcribed by pocketsphinx on this machine', () => {
  const t = useTestApp({ listen: true, overrides: { speechModelPath: MODEL } });

  it('finds the spoken words in the transcript pushed on arrival; another language is unavailable', async () => {
    const alice = await accountWithNumber(t.app);
    const socket = await connectSocket(t.baseUrl, { token: alice.token });
    try {
      const log = new EventLog(socket);
      const form = new FormData();
      form.set('kind', 'voicemail');
      form.set('from', OUTSIDE);
      form.set('to', alice.number);
      form.set('text', '');
      form.set('file', new Blob([new Uint8Array(spoken('see you tomorrow'))]), 'voicemail.wav');
      const response = await fetch(`${t.baseUrl}${SIMULATOR_INBOUND_PATH}`, { method: 'POST', body: form });
      const injected = (await response.json()) as Envelope<SimulatorInboundData>;
      expect(injected.retcode).toBe(Retcode.OK);

      const pushed = (await log.next(SocketEvent.voicemailTranscribed, () => true, {
        ms: 60_000,
      })) as VoicemailTranscribedPayload;
      expect(pushed.smsId).toBe(injected.data.smsId);
      // The model hears synthetic speech imperfectly; this sentence it recognises word for word.
      expect(pushed.stt).toBe('see you tomorrow');

      const french = await get(t.app, 'speechToText', {
        token: alice.token,
        query: { media: injected.data.media, language: 'fr-FR' },
      });
      expect(french.body.retcode).toBe(Retcode.SPEECH_TO_TEXT_UNAVAILABLE);
    } finally {
      socket.close();
    }
  }, 90_000);
});
