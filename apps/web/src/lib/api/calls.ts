import { buildApiUrl } from './client.ts';

/** Identifies an account: an email, or national digits with a calling code. */
export interface AccountRef {
  account: string;
  telCode?: string;
}

// GET /refreshToken is not made with callApi: it goes around the response reader
// (lib/tokenRefresh.ts), so a refresh answered with a code is only logged, never alerted (spec 000
// section 8).

/**
 * Address of a captcha image for a client-generated id (an SVG, not an envelope). It must not
 * change between renders: every load draws a new answer for the same id, so a fresh `t` on a
 * re-render would silently replace the answer of the picture the user is reading. A new picture
 * always has a new id.
 */
export function captchaImageUrl(captchaId: string): string {
  const url = new URL(buildApiUrl('captcha', { captchaId }), window.location.origin);
  url.searchParams.delete('t');
  return `${url.pathname}${url.search}`;
}
