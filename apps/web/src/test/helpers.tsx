import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../app/bootstrap.ts';
import { initI18n } from '../app/i18n.ts';
import { registerFeatureLocales } from '../app/locales.ts';
import { Providers } from '../app/Providers.tsx';
import { useAlerts } from '../lib/alerts.ts';
import { closeCaptcha } from '../lib/captcha.ts';
import { configureRuntime } from '../lib/runtime.ts';
import { useSession } from '../lib/session.ts';

/** Puts the page-wide state into a known shape for one test. */
export function setupRuntime(brand: BrandId = 'pingme', language: UiLanguage = 'en', front = false) {
  configureRuntime({ brand: brands[brand], language, front });
  initI18n(language);
  registerFeatureLocales();
  useAlerts.getState().clear();
  closeCaptcha();
  useSession.setState({ token: null, kicked: false, canInvite: false, canSetInviter: false });
}

/** A JSON envelope response as the server sends it. */
export function envelope(
  retcode: number,
  data: unknown = null,
  retmsg = '',
  status = retcode === 0 ? 200 : 400,
) {
  return new Response(JSON.stringify({ retcode, retmsg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch (the browser boundary) with a handler keyed by the call's path. */
export function stubFetch(
  handler: (path: string, init: RequestInit | undefined, url: URL) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url.pathname, init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders inside the app's providers (theme, query client) for the current runtime brand. */
export function renderWithProviders(ui: ReactElement, brand: BrandId = 'pingme') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const rendered = render(
    <Providers brand={brands[brand]} queryClient={queryClient}>
      {ui}
    </Providers>,
  );
  return { ...rendered, queryClient };
}

/**
 * The text a control's aria-describedby points at: what a screen reader reads under the field ('' for
 * none; MUI keeps an empty helper line as a zero-width space).
 */
export function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => (element.ownerDocument.getElementById(id)?.textContent ?? '').replace(/\u200b/g, '').trim())
    .filter((text) => text !== '')
    .join(' ');
}
