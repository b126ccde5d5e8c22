import { startTwilioStandIn, type TwilioStandIn } from '../../server/test/helpers/twilio-stand-in.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { setUpAdmin } from './console-admin.ts';
import { expect, test } from './fixtures.ts';
import { PrivateServer } from './server.ts';

// An operator fills the inventory from the carrier: on a server of this test's own whose carrier is
// Twilio (a local stand-in of Twilio's API), an admin searches Twilio's numbers, buys one with a
// reason, finds it in the inventory marked as bought, and gives it back.

test.use({ actionTimeout: 15_000 });

const OFFERED = ['+16285550101', '+16285550102'];

let twilio: TwilioStandIn;
let server: PrivateServer;
test.beforeAll(async () => {
  twilio = await startTwilioStandIn({ publicUrl: 'https://switchboard.example' });
  server = PrivateServer.create({
    CARRIER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_BASE: twilio.url,
    PUBLIC_URL: 'https://switchboard.example',
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
  await twilio?.close();
});

test('an admin buys a number from Twilio into the inventory and gives it back', async ({ page }) => {
  test.setTimeout(120_000);
  twilio.offers.set(
    'US/Local',
    OFFERED.map((number) => ({
      phone_number: number,
      locality: 'San Francisco',
      region: 'CA',
      iso_country: 'US',
    })),
  );
  await setUpAdmin(page, 'carrier-admin', server.origin);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Numbers' })
    .click();
  await page.getByRole('button', { name: 'Buy from the carrier' }).click();
  const search = page.getByRole('dialog', { name: "The carrier's stock" });
  await search.getByRole('textbox', { name: /Country/ }).fill('US');
  await search.getByRole('textbox', { name: /Area code/ }).fill('628');
  await search.getByRole('button', { name: 'Search' }).click();
  const offers = search.getByRole('table', { name: 'Numbers the carrier offers' });
  await expect(offers.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await offers.getByRole('button', { name: 'Buy +1 628 555 0101' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy +1 628 555 0101 from Twilio' });
  await confirm.getByRole('textbox', { name: /Reason/ }).fill('Stock for the San Francisco launch');
  await confirm.getByRole('button', { name: 'Buy the number' }).click();
  await expect(confirm).toBeHidden();
  await expect(offers.getByRole('row').filter({ hasText: '+1 628 555 0101' })).toContainText(
    'In the inventory',
  );
  // Twilio now routes it to this service.
  expect([...twilio.owned.values()].map((number) => number.phone_number)).toEqual(['+16285550101']);
  await search.getByRole('button', { name: 'Close' }).click();

  const row = page.getByRole('row').filter({ hasText: '+1 628 555 0101' });
  await expect(row).toContainText('Bought from Twilio');
  await row.getByRole('button', { name: 'Give back to the carrier' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Give +1 628 555 0101 back to Twilio' });
  await giveBack.getByRole('textbox', { name: /Reason/ }).fill('Launch postponed');
  await giveBack.getByRole('button', { name: 'Give back' }).click();
  await expect(giveBack).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '+1 628 555 0101' })).toHaveCount(0);
  expect(twilio.owned.size).toBe(0);
});
