import { Retcode, SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SpeechUnavailableError } from '../src/adapters/speech/index.ts';
import { WhisperApiSpeechToText } from '../src/adapters/speech/whisper-api.ts';
import { whisperLanguage } from '../src/adapters/speech/whisper-languages.ts';
import { ConfigError } from '../src/config/parse.ts';
import { parseSpeechApi, type SpeechEnv } from '../src/config/speech.ts';
import { EventLog } from './helpers/account-events.ts';
import { get } from './helpers/api.ts';
import { voicemailFor, wav } from './helpers/chat.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { connectSocket } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { startWhisperStandIn, type WhisperStandIn } from './helpers/whisper-stand-in.ts';

const KEY = 'sk-test-0123456789abcdefghij';

let service: WhisperStandIn;
beforeAll(async () => {
  service = await startWhisperStandIn({
    transcript: (request) => `hello from the voicemail (${request.language ?? 'auto'})`,
  });
});
afterAll(() => service.close());

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

function engine(options: { apiKey?: string; timeoutMs?: number } = {}) {
  const { log, logger } = fakeLog();
  const speech = new WhisperApiSpeechToText(
    { url: service.url, apiKey: options.apiKey, model: 'whisper-1', timeoutMs: options.timeoutMs ?? 5000 },
    logger,
  );
  return { speech, log };
}

function reset(behaviour: Partial<WhisperStandIn['behaviour']> = {}) {
  service.requests.length = 0;
  Object.assign(service.behaviour, { key: undefined, failures: 0, delayMs: 0, ...behaviour });
}

describe('the locale a user picks, as the transcription API names its language', () => {
  it.each([
    ['en-US', 'en'],
    ['zh-TW', 'zh'],
    ['yue-Hant-HK', 'yue'],
    ['fil-PH', 'tl'],
    ['jv-ID', 'jw'],
    ['nb-NO', 'no'],
    ['zu-ZA', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (locale, code) => {
    expect(whisperLanguage(locale)).toBe(code);
  });
});

describe('the Whisper-compatible transcription adapter', () => {
  it('sends the audio, the model and the language; answers the transcript', async () => {
    reset();
    const { speech } = engine();
    const audio = wav();
    expect(await speech.transcribe({ audio, mime: 'audio/wav', language: 'fr-FR' })).toBe(
      'hello from the voicemail (fr)',
    );
    const [request] = service.requests;
    expect(request?.model).toBe('whisper-1');
    expect(request?.language).toBe('fr');
    expect(request?.fileName).toBe('voicemail.wav');
    expect(request?.audio.equals(audio)).toBe(true);
    // No key configured (a local server): no Authorization header at all.
    expect(request?.authorization).toBeUndefined();
  });

  it('lets the service detect a language the models do not know, and sends the key as a bearer', async () => {
    reset({ key: KEY });
    const { speech } = engine({ apiKey: KEY });
    expect(await speech.transcribe({ audio: wav(), mime: 'audio/mpeg', language: 'zu-ZA' })).toBe(
      'hello from the voicemail (auto)',
    );
    expect(service.requests[0]?.language).toBeUndefined();
    expect(service.requests[0]?.fileName).toBe('voicemail.mp3');
    expect(service.requests[0]?.authorization).toBe(`Bearer ${KEY}`);
  });

  it('tries a failed request once more, then says unavailable; the log names the failure, never the key', async () => {
    reset({ failures: 1 });
    expect(
      await engine().speech.transcribe({ audio: wav(), mime: 'audio/wav', language: undefined }),
    ).toContain('hello');
    expect(service.requests).toHaveLength(2);

    reset({ failures: 5, key: KEY });
    const wrongKey = 'sk-wrong-key-9876543210';
    const { speech, log } = engine({ apiKey: wrongKey });
    await expect(
      speech.transcribe({ audio: wav(), mime: 'audio/wav', language: undefined }),
    ).rejects.toBeInstanceOf(SpeechUnavailableError);
    expect(log.warn).toHaveBeenCalledOnce();
    const logged = JSON.stringify(log.warn.mock.calls);
    expect(logged).toContain('401');
    expect(logged).not.toContain(wrongKey);
  });

  it('gives up after the configured time in all when the service hangs', async () => {
    reset({ delayMs: 3000 });
    const { speech } = engine({ timeoutMs: 400 });
    const started = Date.now();
    await expect(
      speech.transcribe({ audio: wav(), mime: 'audio/wav', language: 'en-US' }),
    ).rejects.toBeInstanceOf(SpeechUnavailableError);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('the configuration', () => {
  const base: SpeechEnv = {
    SPEECH_MODEL_PATH: undefined,
    SPEECH_API_URL: undefined,
    SPEECH_API_KEY: undefined,
    SPEECH_API_MODEL: 'whisper-1',
    SPEECH_API_TIMEOUT_MS: 60_000,
  };

  it('reads a service URL, its key and model', () => {
    expect(
      parseSpeechApi({ ...base, SPEECH_API_URL: 'http://127.0.0.1:8080/v1/', SPEECH_API_KEY: KEY }),
    ).toEqual({
      url: 'http://127.0.0.1:8080/v1',
      apiKey: KEY,
      model: 'whisper-1',
      timeoutMs: 60_000,
    });
    expect(parseSpeechApi(base)).toBeUndefined();
  });

  it.each([
    [{ SPEECH_API_URL: 'ftp://speech.example/v1' }, 'http(s) URL'],
    [{ SPEECH_API_URL: 'https://user:secret@speech.example/v1' }, 'without credentials'],
    [{ SPEECH_API_URL: 'https://speech.example/v1?key=secret' }, 'without credentials or a query'],
    [{ SPEECH_API_KEY: KEY }, 'without SPEECH_API_URL'],
    [{ SPEECH_API_URL: 'http://127.0.0.1:8080/v1', SPEECH_MODEL_PATH: '/models/x' }, 'not both'],
  ])('refuses %o at start', (env, message) => {
    const attempt = () => parseSpeechApi({ ...base, ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain('secret');
    }
  });
});

describe('a voicemail transcribed by the configured service', () => {
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      speechApi: { url: service.url, apiKey: undefined, model: 'whisper-1', timeoutMs: 5000 },
    }),
  });

  it('transcribes a voicemail on arrival and pushes the transcript to every socket of the owner', async () => {
    reset();
    const alice = await accountWithNumber(t.app);
    const socket = await connectSocket(t.baseUrl, { token: alice.token });
    try {
      const log = new EventLog(socket);
      const link = await voicemailFor(t.app, alice);
      const pushed = await log.next(SocketEvent.voicemailTranscribed);
      expect(pushed).toMatchObject({ ownFullNumber: alice.number, otherFullNumber: '14155550123' });
      expect(pushed.stt).toBe('hello from the voicemail (auto)');
      // Kept: asking for it costs no second request.
      const asked = await get<{ text: string }>(t.app, 'speechToText', {
        token: alice.token,
        query: { media: link },
      });
      expect(asked.body.data.text).toBe(pushed.stt);
      expect(service.requests).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('answers the transcript in the language asked, keeps it, and says unavailable while the service is down', async () => {
    reset({ failures: 2 });
    const alice = await accountWithNumber(t.app);
    const link = await voicemailFor(t.app, alice);
    // The arrival's attempt and its retry failed: nothing was pushed or kept, the user can still ask.
    await vi.waitFor(() => expect(service.requests).toHaveLength(2));
    reset();
    const asked = (language: string) =>
      get<{ text: string }>(t.app, 'speechToText', { token: alice.token, query: { media: link, language } });
    // Until the arrival's failed attempt has let go of the voicemail, a request hears it is running.
    const first = await vi.waitFor(async () => {
      const answer = await asked('de-DE');
      expect(answer.body.retcode).toBe(Retcode.OK);
      return answer;
    });
    expect(first.body.data.text).toBe('hello from the voicemail (de)');
    expect((await asked('')).body.data.text).toBe('hello from the voicemail (de)');
    expect(service.requests).toHaveLength(1);
    // The button's other language transcribes again, and that transcript is the one kept.
    expect((await asked('fr-FR')).body.data.text).toBe('hello from the voicemail (fr)');
    expect((await asked('')).body.data.text).toBe('hello from the voicemail (fr)');
    expect(service.requests).toHaveLength(2);

    reset({ failures: 100 });
    const bob = await accountWithNumber(t.app);
    const media = await voicemailFor(t.app, bob);
    await vi.waitFor(() => expect(service.requests).toHaveLength(2));
    const down = await vi.waitFor(async () => {
      const answer = await get(t.app, 'speechToText', {
        token: bob.token,
        language: 'zh_cn',
        query: { media },
      });
      expect(answer.body.retcode).toBe(Retcode.SPEECH_TO_TEXT_UNAVAILABLE);
      return answer;
    });
    // The contract's status for a backing service that is down, with the envelope and its sentence.
    expect(down.status).toBe(503);
    expect(down.body.retmsg).toMatch(/[\u4e00-\u9fff]/);
  });
});
