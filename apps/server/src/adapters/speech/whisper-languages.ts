/**
 * The languages the Whisper models know, by the code the transcription API takes (Whisper's own
 * tokenizer list: ISO 639-1 where one exists, `haw` and `yue` otherwise).
 */
const WHISPER_LANGUAGES = new Set(
  (
    'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur hr ' +
    'bg lt la mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si km sn ' +
    'yo so af oc ka be tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt haw ln ha ba jw su yue'
  ).split(' '),
);

/** Where a locale's language has another code in Whisper's list than its ISO one. */
const RENAMED: Record<string, string> = {
  // Filipino is written as Tagalog there; Javanese keeps Whisper's historical `jw`.
  fil: 'tl',
  jv: 'jw',
  // Norwegian Bokmål is Whisper's `no`.
  nb: 'no',
};

/**
 * The API's `language` for a locale the user chose (en-US, yue-Hant-HK, fil-PH), or undefined to
 * let the service detect it: for automatic, and for a language the models do not know, where
 * detection is a better guess than refusing the voicemail.
 */
export function whisperLanguage(locale: string | undefined): string | undefined {
  if (locale === undefined || locale === '') return undefined;
  const primary = (locale.split('-')[0] ?? '').toLowerCase();
  const code = RENAMED[primary] ?? primary;
  return WHISPER_LANGUAGES.has(code) ? code : undefined;
}
