import { Retcode, retcodeInfo, type UiLanguage } from '@switchboard/protocol';
import { render, type Sentence } from './sentence.ts';

/** The retmsg of a code in a language: the failure's sentence, else the retcode catalogue's text. */
export function retmsgFor(retcode: number, language: UiLanguage, sentence?: Sentence): string {
  if (sentence !== undefined) return render(sentence, language);
  const info = retcodeInfo(retcode) ?? retcodeInfo(Retcode.INTERNAL_ERROR)!;
  return info.message[language];
}
