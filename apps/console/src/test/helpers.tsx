import type { Operator, OperatorRole, UiLanguage } from '@switchboard/protocol';
import { ROLE_PERMISSIONS } from '@switchboard/protocol';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { initI18n } from '../app/i18n.ts';
import { createQueryClient, Providers } from '../app/Providers.tsx';
import { keys } from '../lib/api/queries.ts';
import { navigate } from '../lib/router.ts';
import { useSession } from '../lib/session.ts';

/** The token the tests' signed-in operator holds. */
export const TEST_TOKEN = 'test-operator-token-0123456789';

/** An operator of a role, with the role's permissions. */
export function operatorOf(role: OperatorRole): Operator {
  return {
    id: `op-${role}`,
    email: `${role}@console.test`,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
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

/**
 * Renders the console at an address, in a language, signed out or signed in as an operator whose
 * consoleMe answer is already known (so the screen shows without a call for it).
 */
export function renderConsole(
  ui: ReactElement,
  { path, operator, language = 'en' }: { path: string; operator?: Operator; language?: UiLanguage },
) {
  initI18n(language);
  navigate(path, { replace: true });
  const queryClient = createQueryClient();
  if (operator) {
    useSession.setState({ token: TEST_TOKEN, notice: null, returnTo: null });
    queryClient.setQueryData(keys.me(TEST_TOKEN), { operator });
  } else {
    useSession.setState({ token: null, notice: null, returnTo: null });
  }
  return render(<Providers queryClient={queryClient}>{ui}</Providers>);
}
