import { AUTH_HEADER } from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { currentToken } from '../../../lib/session.ts';

const cache = new Map<string, Promise<string>>();

/** The links of a message's media field (comma-separated). */
export function mediaLinks(media: string): string[] {
  return media
    .split(',')
    .map((link) => link.trim())
    .filter(Boolean);
}

function sameOrigin(link: string): boolean {
  try {
    return new URL(link, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A blob: URL for a media link. Media is served only with the token header, which an img or audio
 * element cannot send, so it is fetched here (the token never goes to another origin) and cached
 * for the page's lifetime. Local blob: and data: URLs are returned as they are.
 */
export function mediaObjectUrl(link: string): Promise<string> {
  if (/^(blob|data):/i.test(link)) return Promise.resolve(link);
  const known = cache.get(link);
  if (known) return known;
  const headers: Record<string, string> = {};
  const token = currentToken();
  if (token && sameOrigin(link)) headers[AUTH_HEADER] = token;
  const promise = fetch(link, { headers })
    .then(async (response) => {
      if (!response.ok) throw new Error(`media ${response.status}`);
      return URL.createObjectURL(await response.blob());
    })
    .catch((error: unknown) => {
      cache.delete(link);
      throw error;
    });
  cache.set(link, promise);
  return promise;
}

/** Frees every fetched media file (logout). */
export function releaseMedia(): void {
  for (const promise of cache.values()) {
    void promise.then((url) => URL.revokeObjectURL(url)).catch(() => undefined);
  }
  cache.clear();
}

/** State of one media file on screen. */
export interface MediaState {
  url: string | null;
  failed: boolean;
}

/** Fetches a media link with the token and gives its blob: URL once ready. */
export function useMediaUrl(link: string | undefined): MediaState {
  const [state, setState] = useState<MediaState & { link?: string }>({ url: null, failed: false });
  useEffect(() => {
    if (!link) return;
    let alive = true;
    mediaObjectUrl(link).then(
      (url) => alive && setState({ url, failed: false, link }),
      () => alive && setState({ url: null, failed: true, link }),
    );
    return () => {
      alive = false;
    };
  }, [link]);
  return state.link === link ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
