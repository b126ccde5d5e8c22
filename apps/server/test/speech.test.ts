import { Retcode } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createSpeechToText, type SpeechToText } from '../src/adapters/speech/index.ts';
import { ConfigError } from '../src/config/parse.ts';
import { AppError } from '../src/errors.ts';
import { VoicemailService } from '../src/modules/messaging/voicemail.service.ts';
import { voicemailFor, wav } from './helpers/chat.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('speech-to-text adapter', () => {
  it('without a model path answers unavailable silently; a model path no engine can use is refused at start', async () => {
    const quiet = fakeLog();
    await expect(
      createSpeechToText({}, quiet.logger).transcribe({
        audio: wav(),
        mime: 'audio/wav',
        language: undefined,
      }),
    ).rejects.toThrow();
    expect(quiet.log.warn).not.toHaveBeenCalled();
    const attempt = () => createSpeechToText({ modelPath: '/models/whisper.bin' }, fakeLog().logger);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('SPEECH_MODEL_PATH: /models/whisper.bin is not a pocketsphinx model directory');
  });

  it('a plugged-in local engine transcribes once per language; the transcript is kept on the message', async () => {
    const engine: SpeechToText = {
      name: 'fake',
      transcribe: vi.fn(async ({ language }) => `hello (${language})`),
    };
    const { logger } = fakeLog();
    const speech = createSpeechToText({ modelPath: '/models/fake' }, logger, () => engine);
    expect(speech).toBe(engine);
    const voicemail = new VoicemailService({
      db: t.app.db,
      media: t.app.services.media,
      speech,
      events: t.app.services.events,
      log: logger,
    });
    const alice = await accountWithNumber(t.app);
    const link = await voicemailFor(t.app, alice);
    expect(await voicemail.transcript(alice.id, link, 'en-US')).toBe('hello (en-US)');
    // Automatic and the same language answer the stored transcript; another language transcribes again.
    expect(await voicemail.transcript(alice.id, link, undefined)).toBe('hello (en-US)');
    expect(await voicemail.transcript(alice.id, link, 'en-US')).toBe('hello (en-US)');
    expect(engine.transcribe).toHaveBeenCalledOnce();
    expect(await voicemail.transcript(alice.id, link, 'fr-FR')).toBe('hello (fr-FR)');
    expect(await voicemail.transcript(alice.id, link, '')).toBe('hello (fr-FR)');
    expect(engine.transcribe).toHaveBeenCalledTimes(2);

    const eve = await accountWithNumber(t.app);
    const refused = await voicemail.transcript(eve.id, link, undefined).catch((error: unknown) => error);
    expect((refused as AppError).retcode).toBe(Retcode.NOT_FOUND);
  });

  it('answers SPEECH_TO_TEXT_RUNNING while the same voicemail is being transcribed', async () => {
    let finish: (text: string) => void = () => {};
    const engine: SpeechToText = {
      name: 'slow',
      transcribe: () => new Promise((resolve) => (finish = resolve)),
    };
    const { logger } = fakeLog();
    const voicemail = new VoicemailService({
      db: t.app.db,
      media: t.app.services.media,
      speech: engine,
      events: t.app.services.events,
      log: logger,
    });
    const alice = await accountWithNumber(t.app);
    const link = await voicemailFor(t.app, alice);
    const first = voicemail.transcript(alice.id, link, undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await voicemail.transcript(alice.id, link, undefined).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).retcode).toBe(Retcode.SPEECH_TO_TEXT_RUNNING);
    finish('done');
    expect(await first).toBe('done');
  });
});
