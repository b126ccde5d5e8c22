import type { AccountInfo, BrandConfig, UiLanguage } from '@switchboard/protocol';
import { BOOT_ELEMENT_ID, bootDataSchema, toLanguageCode } from '@switchboard/protocol';

/** The brand's mobile-plan page from the boot data the server injected, or null (entry hidden). */
export function readMobilePlanUrl(doc: Document = document): string | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = bootDataSchema.safeParse(JSON.parse(text));
    return boot.success ? boot.data.mobilePlanUrl : null;
  } catch {
    return null;
  }
}

/** What the frame's address carries besides the page itself. */
export interface FrameParams {
  brand: Pick<BrandConfig, 'id'>;
  language: UiLanguage;
  token: string | null;
  account: AccountInfo | undefined;
  /** The frame page to reopen (after a top-up), or ''. */
  page: string;
}

/**
 * The frame's src: the configured page with platform, osType=pc, languagecode (zh_cn or en), the
 * token, and phone (full digits) and email when the account has them; a remembered page is passed on.
 */
export function mobilePlanFrameUrl(base: string, params: FrameParams): string {
  const url = new URL(base);
  url.searchParams.set('platform', params.brand.id);
  url.searchParams.set('osType', 'pc');
  url.searchParams.set('languagecode', toLanguageCode(params.language));
  if (params.token) url.searchParams.set('token', params.token);
  const { account } = params;
  if (account?.phone) url.searchParams.set('phone', `${account.telCode}${account.phone}`);
  if (account?.email) url.searchParams.set('email', account.email);
  if (params.page) url.searchParams.set('page', params.page);
  return url.toString();
}

/** The origin the frame's messages must come from. */
export function frameOrigin(base: string): string {
  return new URL(base).origin;
}
