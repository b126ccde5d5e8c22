import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import wavefile from 'wavefile';
import { type SpeechInput, type SpeechToText, SpeechUnavailableError } from './types.ts';

const run = promisify(execFile);

/** Debian's recogniser program (package pocketsphinx). */
export const POCKETSPHINX_PROGRAM = 'pocketsphinx_continuous';
/** The sample rate the US English model was trained on. */
const MODEL_RATE = 16_000;
/** Longest a recognition may run; a voicemail of a few minutes takes seconds. */
const RUN_TIMEOUT_MS = 120_000;

/** The files of a pocketsphinx model directory as Debian's pocketsphinx-en-us lays them out. */
interface ModelFiles {
  hmm: string;
  lm: string;
  dict: string;
}

function modelFiles(modelPath: string): ModelFiles | undefined {
  const files = {
    hmm: path.join(modelPath, 'en-us'),
    lm: path.join(modelPath, 'en-us.lm.bin'),
    dict: path.join(modelPath, 'cmudict-en-us.dict'),
  };
  return Object.values(files).every((file) => existsSync(file)) ? files : undefined;
}

/** The recogniser program on PATH, if installed. */
export function findPocketsphinx(searchPath = process.env.PATH ?? ''): string | undefined {
  return searchPath
    .split(path.delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => path.join(dir, POCKETSPHINX_PROGRAM))
    .find((candidate) => existsSync(candidate));
}

/**
 * One channel of 16-bit samples at the model's rate, as a WAV file, from what a carrier or phone
 * records (PCM of any depth and rate, float, A-law, mu-law, IMA ADPCM); undefined for audio that
 * is not WAV (the engine cannot read it).
 */
export function toModelWav(audio: Buffer): Buffer | undefined {
  const wav = new wavefile.WaveFile();
  try {
    wav.fromBuffer(audio);
    if (wav.bitDepth === '8a') wav.fromALaw();
    else if (wav.bitDepth === '8m') wav.fromMuLaw();
    else if (wav.bitDepth === '4') wav.fromIMAADPCM();
    wav.toBitDepth('16');
    const { numChannels, sampleRate } = wav.fmt as { numChannels: number; sampleRate: number };
    const channels =
      numChannels > 1 ? (wav.getSamples(false, Int16Array) as unknown as Int16Array[]) : undefined;
    const mono = new wavefile.WaveFile();
    if (channels !== undefined) {
      const mixed = new Int16Array(channels[0]!.length);
      for (let index = 0; index < mixed.length; index += 1) {
        let sum = 0;
        for (const channel of channels) sum += channel[index] ?? 0;
        mixed[index] = Math.round(sum / channels.length);
      }
      mono.fromScratch(1, sampleRate, '16', mixed);
    } else {
      mono.fromScratch(1, sampleRate, '16', wav.getSamples(false, Int16Array));
    }
    if (sampleRate !== MODEL_RATE) mono.toSampleRate(MODEL_RATE);
    return Buffer.from(mono.toBuffer());
  } catch {
    return undefined;
  }
}

/** Whether the engine's one model (US English) can take a request in this language. */
function speaksLanguage(language: string | undefined): boolean {
  return language === undefined || language === '' || language.toLowerCase().startsWith('en');
}

/**
 * Speech-to-text on this machine with CMU pocketsphinx and its US English model, both from Debian's
 * packages: the voicemail is converted to 16 kHz mono WAV and recognised by the program. Another
 * language than English, audio it cannot read, or the program failing is "temporarily unavailable".
 */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'pocketsphinx';

  constructor(
    private readonly program: string,
    private readonly model: ModelFiles,
  ) {}

  async transcribe({ audio, language }: SpeechInput): Promise<string> {
    if (!speaksLanguage(language)) throw new SpeechUnavailableError(`no model for ${language}`);
    const wav = toModelWav(audio);
    if (wav === undefined) throw new SpeechUnavailableError('the recording is not WAV audio');
    const dir = await mkdtemp(path.join(tmpdir(), 'voicemail-'));
    try {
      const file = path.join(dir, 'voicemail.wav');
      await writeFile(file, wav);
      const { hmm, lm, dict } = this.model;
      const args = ['-infile', file, '-hmm', hmm, '-lm', lm, '-dict', dict, '-logfn', '/dev/null'];
      const { stdout } = await run(this.program, args, { timeout: RUN_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
      // One line per stretch of speech between pauses.
      return stdout
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' ');
    } catch (error) {
      if (error instanceof SpeechUnavailableError) throw error;
      throw new SpeechUnavailableError(
        `pocketsphinx failed: ${error instanceof Error ? error.message : error}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The local engine for SPEECH_MODEL_PATH when it is a pocketsphinx model directory (Debian's is
 * /usr/share/pocketsphinx/model/en-us) and the program is installed; undefined otherwise.
 */
export function pocketsphinxEngine(modelPath: string): SpeechToText | undefined {
  const model = modelFiles(modelPath);
  const program = findPocketsphinx();
  return model === undefined || program === undefined
    ? undefined
    : new PocketsphinxSpeechToText(program, model);
}
