import type { Page } from '@playwright/test';
import { injectSms, outsideNumber } from './api.ts';
import { connectionNotice } from './catalogue.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { conversationRow, expectNotWhite, messageBubble, signIn, snapshot } from './pages.ts';

test.use({ actionTimeout: 15_000 });

/**
 * True once the page's kept cache (IndexedDB, written at most once a second) holds `text` in a
 * conversation's history, not only in the list's preview.
 */
function historyKept(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('switchboard');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queryCache')) return resolve(false);
          const all = db.transaction('queryCache').objectStore('queryCache').getAll();
          all.onerror = () => resolve(false);
          all.onsuccess = () =>
            resolve(
              all.result.some((value) => {
                const kept = JSON.parse(String(value)) as {
                  clientState?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] };
                };
                return (kept.clientState?.queries ?? []).some(
                  (query) =>
                    query.queryKey[1] === 'dialog' && JSON.stringify(query.state.data).includes(wanted),
                );
              }),
            );
        };
      }),
    text,
  );
}

/** True once the service worker controls the page and keeps the page and the script it started with. */
function shellKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    if (navigator.serviceWorker.controller === null || entry === null) return false;
    return (await caches.match('/')) !== undefined && (await caches.match(entry.src)) !== undefined;
  });
}

test('with the server stopped, a reload still opens the app on the kept conversations, read-only, with a notice', async ({
  page,
  privateServer: server,
}) => {
  // It stops its own server and starts it again, each a few seconds on a busy two-core machine.
  test.setTimeout(120_000);
  const account = await createFreshAccount({
    brand: 'wephone',
    numbers: 1,
    balance: 5,
    origin: server.origin,
  });
  const own = firstNumber(account).full;
  const friend = outsideNumber();
  await injectSms(server.origin, friend, own, 'Kept for the train ride');

  await signIn(page, 'wephone', account);
  await conversationRow(page, own, friend).click();
  await expect(messageBubble(page, 'Kept for the train ride')).toBeVisible();
  await expect.poll(() => shellKept(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => historyKept(page, 'Kept for the train ride')).toBe(true);

  await server.stop();
  await page.reload();
  await expectNotWhite(page);
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(connectionNotice(page)).toBeVisible();
  await expect(messageBubble(page, 'Kept for the train ride')).toBeVisible();
  // Read-only: nothing can be sent until the server answers again.
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await snapshot(page, 'offline-shell');

  await server.start();
  await expect(connectionNotice(page)).toBeHidden({ timeout: 30_000 });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('Back online');
  await box.press('Enter');
  await expect(messageBubble(page, 'Back online')).toHaveAttribute('data-status', '0');
});
