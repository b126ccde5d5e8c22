import { type BrowserContext, type BrowserContextOptions, test as base, expect } from '@playwright/test';
import { expectOpenAppPagesAccessible } from './a11y.ts';
import { PrivateServer } from './server.ts';

export { expect };

/** Opens a browser context that is closed when the test ends, whatever its outcome. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

interface Fixtures {
  /**
   * Opens a browser context for one more person: contexts opened on the browser fixture would
   * otherwise outlive the test, still open on the next test of the worker.
   */
  newContext: NewContext;
  /** A started server of the test's own (for tests that stop and restart it), killed at teardown. */
  privateServer: PrivateServer;
  /** Settings of the private server over the end-to-end ones (`test.use({ privateServerSettings })`). */
  privateServerSettings: Record<string, string>;
  /** The accessibility check every test ends with (see below). */
  a11yAtEnd: undefined;
}

/**
 * Playwright's test for every spec. When a test has passed, it runs axe-core on every page of the
 * test's browser contexts still open on the web app (its `context`, those of `newContext` and those
 * it opened on the browser itself), and fails on a serious or critical violation (but those a11y.ts
 * knows of and names).
 */
export const test = base.extend<Fixtures>({
  newContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  privateServerSettings: [{}, { option: true }],
  privateServer: async ({ privateServerSettings }, use, testInfo) => {
    const server = PrivateServer.create(privateServerSettings);
    try {
      await server.start();
      await use(server);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus && server.recentOutput !== '') {
        await testInfo.attach('private-server-output', {
          body: server.recentOutput,
          contentType: 'text/plain',
        });
      }
      await server.dispose();
    }
  },
  // Depending on `context` and `newContext` keeps their contexts open until this check has run.
  a11yAtEnd: [
    async ({ browser, context, newContext: _newContext }, use, testInfo) => {
      const earlier = new Set(browser.contexts().filter((open) => open !== context));
      await use(undefined);
      // A failed or skipped test has already said what it had to say.
      if (testInfo.status !== 'passed' || testInfo.expectedStatus !== 'passed') return;
      const contexts = browser.contexts().filter((open) => !earlier.has(open));
      await expectOpenAppPagesAccessible(contexts);
    },
    { auto: true },
  ],
});
