import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectAnimationsSettled } from './fixtures.ts';

/** Impacts that fail a page. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Serious or critical violations known on these pages and not yet fixed, left to their own
 * work: which rules they break and where. A check switches a rule off only for the spots it names
 * (`everywhere` always), so the rest of the page is still held to it.
 */
export const PREEXISTING_A11Y = {
  /**
   * label-content-name-mismatch: the side bar's language button (aria-label "Switch language",
   * visible text the other language's name), on every signed-in screen and the login screen; also
   * the verification panel's support link (aria-label is its tooltip text).
   * aria-required-children: the conversation list (role listbox) while it shows its empty-state
   * paragraph instead of options.
   */
  everywhere: ['label-content-name-mismatch', 'aria-required-children'],
  /**
   * list: MUI lists of buttons put ListItemButton (role button) and dividers directly inside their
   * <ul>: the verification menu and number options, the numbers menu, the account sections.
   */
  sideMenu: ['list'],
  /**
   * color-contrast: pingme's primary green #00a870 with white or on white (about 3:1): the chats
   * header balance, New SMS, every primary button (dialogs' OK too) and link, the profile's
   * "Not set" and status tones.
   */
  pingmeColours: ['color-contrast'],
  /** color-contrast: cloudnumber's primary orange #ff6a00 with white or on white (about 2.9:1), on its buttons and links. */
  cloudnumberColours: ['color-contrast'],
  /** color-contrast: jiema's primary red #d93025 on its light greys #f5f6f8 and #f3e6e7 (3.9 to 4.4:1). */
  jiemaColours: ['color-contrast'],
} as const;

/** A place with pre-existing violations a check may name. */
export type PreexistingSpot = Exclude<keyof typeof PREEXISTING_A11Y, 'everywhere'>;

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the elements it found, so the failure says what to fix. `soft` records the failure
 * and lets the test go on (for checks in the middle of a scenario whose end matters too).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { preexisting?: readonly PreexistingSpot[]; soft?: boolean } = {},
): Promise<void> {
  const disabled = [
    ...PREEXISTING_A11Y.everywhere,
    ...(options.preexisting ?? []).flatMap((spot) => PREEXISTING_A11Y[spot]),
  ];
  // Colours are measured as painted: a notice still fading in would read as low contrast.
  await expectAnimationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).disableRules([...new Set(disabled)]).analyze();
  const failing = violations
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
  const check = options.soft ? expect.soft : expect;
  check(failing, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
