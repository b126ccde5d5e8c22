import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  brandUrl,
  catalogueText,
  decideReview,
  expectNotReloaded,
  freshEmail,
  markDocument,
  openAccountSection,
  sharedOrigin,
  signUp,
  snapshot,
  submitProfile,
} from './fixtures.ts';

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
  await expectNoSeriousA11yViolations(page, { preexisting: ['sideMenu', 'pingmeColours'] });
  await markDocument(page);

  await decideReview(sharedOrigin(), { brand: 'pingme', email, target: 'profile', decision: 'approve' });
  const notice = page.getByText(catalogueText('account', 'reviewDecided.profile.approved'));
  // Both are checked even when the first is missing, so a failure says which of the two is.
  await expect.soft(notice).toBeVisible();
  await expect(status).toContainText(catalogueText('profile', 'tone.verified'));
  await expectNotReloaded(page);
  await snapshot(page, 'profile-approved-notice');
  await expectNoSeriousA11yViolations(page, { preexisting: ['sideMenu', 'pingmeColours'] });
});
