import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config/index.ts';
import { createTestApp, listen, type RunningApp, type TestApp } from './app.ts';

/** Config overrides, or a function giving them once earlier hooks have made what they name. */
export type TestAppOverrides = Partial<Config> | (() => Partial<Config>);

export interface UseTestAppOptions {
  overrides?: TestAppOverrides;
  /** Also listen on a loopback port, for real HTTP and socket clients (`baseUrl`). */
  listen?: boolean;
}

/** The app a suite shares, readable in its hooks and tests once built. */
export interface SuiteApp extends Readonly<RunningApp> {
  /** Base URL of the listening app; only with `listen: true`. */
  readonly baseUrl: string;
}

/**
 * Builds one app for the enclosing suite (the file, or the describe it is called in) in beforeAll
 * and closes it in afterAll. Hooks run in the order they are registered (after hooks in reverse),
 * so a beforeAll registered before this call may prepare what `overrides` names, and one
 * registered after it may use the app.
 */
export function useTestApp(options: UseTestAppOptions = {}): SuiteApp {
  let built: TestApp | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    const { overrides } = options;
    built = await createTestApp(typeof overrides === 'function' ? overrides() : overrides);
    if (options.listen === true) url = await listen(built.app);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
    url = undefined;
  });
  const current = (): TestApp => {
    if (built === undefined) throw new Error('the test app exists only between its beforeAll and afterAll');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      current();
      if (url === undefined) throw new Error('useTestApp was not asked to listen');
      return url;
    },
  };
}
