import { AUTH_HEADER } from '@switchboard/protocol';
import { useEffect, useState } from 'react';
import { currentToken } from '../../../lib/session.ts';

function sameOrigin(link: string): boolean {
  try {
    return new URL(link, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A blob: URL for a private identity image: an img element cannot send the token header, so the
 * image is fetched here and shown from memory; the URL is revoked when the image leaves the screen.
 */
export function useKycImageUrl(link: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ link: string; url: string | null; failed: boolean }>({
    link: '',
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (/^(blob|data):/i.test(link)) {
      setState({ link, url: link, failed: false });
      return;
    }
    let alive = true;
    let created: string | null = null;
    const headers: Record<string, string> = {};
    const token = currentToken();
    // The token never goes to another origin, whatever link the server answered.
    if (token && sameOrigin(link)) headers[AUTH_HEADER] = token;
    fetch(link, { headers })
      .then(async (response) => {
        if (!response.ok) throw new Error(`kyc image ${response.status}`);
        created = URL.createObjectURL(await response.blob());
        if (alive) setState({ link, url: created, failed: false });
        else URL.revokeObjectURL(created);
      })
      .catch((error: unknown) => {
        console.warn('identity image failed to load', error);
        if (alive) setState({ link, url: null, failed: true });
      });
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [link]);
  return state.link === link ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
