/** English text of an entry: one form, or one per plural category of `count`. */
export type EnglishText = string | { one: string; other: string };

/** One catalogue entry: the English and the Chinese sentence, with `{name}` placeholders. */
export interface SentenceEntry {
  en: EnglishText;
  zh: string;
}
