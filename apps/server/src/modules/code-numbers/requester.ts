import type { BrandId, UiLanguage } from '@switchboard/protocol';

/** Who asks for a code number: the session's account and brand and the request's language. */
export interface CodeRequester {
  accountId: string;
  brand: BrandId;
  language: UiLanguage;
}
