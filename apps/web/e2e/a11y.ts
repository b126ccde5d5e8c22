import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { type BrandId, brandIds } from '@switchboard/protocol';
import { expectAnimationsSettled } from './pages.ts';

/** Impacts that fail a page. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Serious or critical violations known on these pages and not yet fixed, left to their own work:
 * which rules they break and where. A check switches a rule off only where it is named, so the rest
 * of the page is still held to it.
 */
const PREEXISTING_A11Y = {
  /**
   * label-content-name-mismatch: the side bar's language button (aria-label "Switch language",
   * visible text the other language's name), on every signed-in screen and the login screen; also
   * the verification panel's support link (aria-label is its tooltip text).
   * aria-required-children: the conversation list (role listbox) while it shows its empty-state
   * paragraph instead of options.
   */
  everywhere: ['label-content-name-mismatch', 'aria-required-children'],
  /**
   * color-contrast of brands' own accents, a decision for each brand: pingme's green #00a870 with
   * white or on white (about 3:1: the chats header balance, New SMS, primary buttons, links, status
   * tones); cloudnumber's orange #ff6a00 (about 2.9:1); jiema's red #d93025 on its light greys #f5f6f8
   * and #f3e6e7 (3.9 to 4.4:1). Pages of the other brands are held to the rule.
   */
  brandColours: {
    pingme: ['color-contrast'],
    cloudnumber: ['color-contrast'],
    jiema: ['color-contrast'],
  } as Partial<Record<BrandId, readonly string[]>>,
};

/** The brand a page of the web app shows, from its host (`<brand>.localhost`). */
function brandOf(page: Page): BrandId | undefined {
  const host = new URL(page.url()).hostname.split('.')[0] ?? '';
  return (brandIds as readonly string[]).includes(host) ? (host as BrandId) : undefined;
}

/** One rule a page breaks, with the elements it found there. */
interface SeriousViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The serious or critical violations axe-core finds on the page as it is now, each rule with the
 * elements it found, so a failure says what to fix. The rules PREEXISTING_A11Y names for the page are off.
 */
async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const brand = brandOf(page);
  const disabled = [
    ...PREEXISTING_A11Y.everywhere,
    ...((brand && PREEXISTING_A11Y.brandColours[brand]) ?? []),
  ];
  // Colours are measured as painted: a notice still fading in would read as low contrast.
  await expectAnimationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).disableRules([...new Set(disabled)]).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      // The selector alone is often a generated class name; the element's start says which one it is.
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)} :: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
    }));
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation. `soft`
 * records the failure and lets the test go on (for checks in the middle of a scenario whose end
 * matters too).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { soft?: boolean } = {},
): Promise<void> {
  const failing = await seriousViolations(page);
  const check = options.soft ? expect.soft : expect;
  check(failing, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

/** A brand's page of the web app on this machine (the shared test server or a test's own). */
const APP_HOST = new RegExp(`^(${brandIds.join('|')})\\.localhost$`);

/**
 * Whether a page shows the web app: a brand's host, and the app's root element (the sandbox checkout
 * on the same host stands in for a payment provider's page, which is not ours to check).
 */
async function showsTheApp(page: Page): Promise<boolean> {
  if (page.isClosed() || !APP_HOST.test(new URL(page.url()).hostname)) return false;
  try {
    return (await page.locator('#root').count()) > 0;
  } catch {
    // Closed or navigating away meanwhile.
    return false;
  }
}

/**
 * Checks every page of the contexts still open on the web app, as the test left it, and fails once
 * with every page's serious or critical violations (the fixtures run this when a test ends).
 */
export async function expectOpenAppPagesAccessible(contexts: readonly BrowserContext[]): Promise<void> {
  const found: { url: string; violations: SeriousViolation[] }[] = [];
  for (const page of contexts.flatMap((context) => context.pages())) {
    if (!(await showsTheApp(page))) continue;
    const violations = await seriousViolations(page);
    if (violations.length > 0) found.push({ url: page.url(), violations });
  }
  expect(found, 'serious or critical accessibility violations on the pages the test left open').toEqual([]);
}
