import { expectNoSeriousA11yViolations } from './a11y.ts';
import { openAccountSection, submitProfile } from './account-pages.ts';
import { brandUrl, decideReview, sharedOrigin } from './api.ts';
import { catalogueText } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { freshEmail } from './fresh-account.ts';
import { expectNotReloaded, markDocument, signUp, snapshot } from './pages.ts';

// An action that cannot happen (the page logged out, a screen never came) fails instead of hanging.
test.use({ actionTimeout: 15_000 });

test("an operator's approval shows on the open page without reload: a notice and the profile status", async ({
  page,
}) => {
  const email = freshEmail();
  await page.goto(brandUrl('pingme'));
  await signUp(page, email, 'correct horse 1');
  await expect(page.getByRole('tablist')).toBeVisible();
  await submitProfile(page);
  await openAccountSection(page, 'Profile');
  const status = page.getByTestId('profile-status');
  await expect(status).toContainText(catalogueText('profile', 'tone.reviewing'));
  await expectNoSeriousA11yViolations(page);
  await markDocument(page);

  await decideReview(sharedOrigin(), { brand: 'pingme', email, kind: 'profile', decision: 'approve' });
  const notice = page.getByText(catalogueText('account', 'reviewDecided.profile.approved'));
  // Both are checked even when the first is missing, so a failure says which of the two is.
  await expect.soft(notice).toBeVisible();
  await expect(status).toContainText(catalogueText('profile', 'tone.verified'));
  await expectNotReloaded(page);
  await snapshot(page, 'profile-approved-notice');
  await expectNoSeriousA11yViolations(page);
});
