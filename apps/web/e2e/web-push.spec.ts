import { chatKey } from '@switchboard/protocol';
import { brandUrl } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { signIn } from './pages.ts';

test.use({ actionTimeout: 15_000 });

test('a push arriving with no tab of the app open shows a notification of the conversation', async ({
  context,
  page,
}) => {
  const account = await createFreshAccount({ brand: 'pingme', numbers: 1 });
  const own = firstNumber(account).full;
  const key = chatKey(own, '12125550147');
  const origin = new URL(brandUrl('pingme')).origin;
  await context.grantPermissions(['notifications'], { origin });
  await signIn(page, 'pingme', account);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The browser's push service is stood in for by the DevTools protocol, which hands a push to the
  // worker as a push service would.
  const elsewhere = await context.newPage();
  await elsewhere.goto('about:blank');
  const devtools = await context.newCDPSession(elsewhere);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const id = await registrationId;
  await page.close();

  const message = { key, title: '+1 212 555 0147', body: 'Dinner at eight?' };
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(message),
  });

  const app = await context.newPage();
  await app.goto(brandUrl('pingme'));
  const shown = () =>
    app.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
      }));
    });
  await expect.poll(shown).toEqual([{ title: message.title, body: message.body, tag: key }]);

  // With a window of the app in view, the page notifies by itself: the worker shows nothing more.
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify({ ...message, key: `${own}-12125550148`, body: 'while the app is open' }),
  });
  await app.waitForTimeout(1000);
  expect(await shown()).toHaveLength(1);
});
