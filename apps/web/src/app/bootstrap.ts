import type { BrandConfig } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import { QueryClient } from '@tanstack/react-query';
import { closeCaptcha } from '../lib/captcha.ts';
import { logoDataUrl } from '../lib/logo.ts';
import { configureRuntime } from '../lib/runtime.ts';
import { onLogout } from '../lib/session.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';
import { useUnread } from '../lib/unread.ts';
import { isFrontPage, resolveBrandId } from './brand.ts';
import { initI18n } from './i18n.ts';
import { detectLanguage } from './language.ts';

/** Everything the React tree needs that is decided once per page load. */
export interface Boot {
  brand: BrandConfig;
  queryClient: QueryClient;
}

function setFavicon(brand: BrandConfig): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = logoDataUrl(brand.logoSvg);
  document.head.appendChild(link);
}

/** Creates the query client; failed calls already alerted globally, so one retry is plenty. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * Resolves brand, front-page mode and language from the page, starts i18n, and registers what a
 * logout must clear (server data, unread counters, an open captcha; the shell closes the socket).
 */
export function bootstrap(): Boot {
  const brand = brands[resolveBrandId(document, window.location)];
  const language = detectLanguage({
    stored: readStorage(StorageKey.language),
    search: window.location.search,
    brand,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  configureRuntime({ brand, front: isFrontPage(window.location.search), language });
  initI18n(language);
  setFavicon(brand);

  const queryClient = createQueryClient();
  onLogout(() => queryClient.clear());
  onLogout(() => useUnread.getState().reset());
  onLogout(closeCaptcha);
  return { brand, queryClient };
}
