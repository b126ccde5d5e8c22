import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a brand in notice mode shows a dismissible notice on phones', async ({ page }) => {
  await page.goto(brandUrl('wephone'));
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText('made for computers');
  await notice.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to WePhone' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the brand in redirect mode sends phones to its mobile site', async ({ page }) => {
  await page.route('https://m.pingme.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>PingMe mobile</title>' }),
  );
  await page.goto(brandUrl('pingme'));
  await expect(page).toHaveURL('https://m.pingme.example/');
  await expect(page).toHaveTitle('PingMe mobile');
});
