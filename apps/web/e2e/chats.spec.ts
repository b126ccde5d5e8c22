import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, type BrandId, chatKey, SIMULATOR_INBOUND_PATH } from '@switchboard/protocol';
import { sharedOrigin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createFreshAccount, firstNumber } from './fresh-account.ts';
import { signedInOnChats, signIn } from './pages.ts';

// Each test makes its own accounts, so the specs can run in parallel without reading each other's
// messages.

const shotsDir = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `chats-${name}.png`) });
};

/** A fresh account of the brand with a number and some credit. */
const texter = (brand: BrandId) => createFreshAccount({ brand, numbers: 1, balance: 5 });

/** A short mono 16-bit PCM WAV tone, made here so the test needs no fixture file. */
function toneWav(seconds = 0.4, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / rate) * 8000), 44 + index * 2);
  }
  return buffer;
}

const tabDot = (page: Page) => page.getByRole('tab', { name: 'Chats' }).locator('.MuiBadge-badge');

test.describe('chats', () => {
  test('alice and bob text in real time; unread, delete and reload behave', async ({ newContext }) => {
    test.setTimeout(90_000);
    const [aliceAccount, bobAccount] = await Promise.all([texter('wephone'), texter('wephone')]);
    const alice = await signedInOnChats(await newContext(), 'wephone', aliceAccount);
    const bob = await signedInOnChats(await newContext(), 'wephone', bobAccount);
    const aliceNumber = firstNumber(aliceAccount);
    const bobNumber = firstNumber(bobAccount);
    const tag = Date.now().toString(36);

    // Alice starts the conversation from New SMS (the composer's new-chat header).
    await alice.getByRole('button', { name: 'New SMS' }).click();
    await alice
      .getByTestId('new-chat-header')
      .getByRole('textbox', { name: 'Phone number' })
      .fill(bobNumber.national);
    const box = alice.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.pressSequentially(`first ${tag}`);
    await box.press('Enter');
    await expect(alice.getByTestId('message').filter({ hasText: `first ${tag}` })).toHaveAttribute(
      'data-status',
      '0',
    );
    await expect(alice.getByTestId('chat-to')).toHaveText(
      `+1 ${bobNumber.national.replace(/^(\d{3})(\d{3})/, '$1 $2 ')}`,
    );

    // Bob has nothing open: the conversation arrives over the socket with an unread badge and the tab dot.
    const bobRow = bob.locator(`[data-chat-key="${chatKey(bobNumber.full, aliceNumber.full)}"]`);
    await expect(bobRow.getByTestId('unread-badge')).toHaveText('1');
    await expect(bobRow.getByTestId('conversation-preview')).toHaveText(`first ${tag}`);
    await expect(tabDot(bob)).not.toHaveClass(/MuiBadge-invisible/);
    await box.pressSequentially(`second ${tag}`);
    await box.press('Enter');
    await expect(bobRow.getByTestId('unread-badge')).toHaveText('2');
    await shot(bob, 'unread');

    // Opening the conversation clears the badge and the dot and shows both messages in order.
    await bobRow.click();
    await expect(bobRow.getByTestId('unread-badge')).toHaveCount(0);
    await expect(tabDot(bob)).toHaveClass(/MuiBadge-invisible/);
    // Only this run's messages: the server (and Bob's side of the chat) outlives a single run.
    const bobMessages = bob.getByTestId('message-list').getByTestId('message').filter({ hasText: tag });
    await expect(bobMessages.getByTestId('message-text')).toHaveText([`first ${tag}`, `second ${tag}`]);
    await expect(bob.getByTestId('chat-from')).toHaveText(
      `+1 ${bobNumber.national.replace(/^(\d{3})(\d{3})/, '$1 $2 ')}`,
    );

    // Bob replies; Alice sees it live in the open conversation.
    const bobBox = bob.getByRole('textbox', { name: 'Message' });
    await bobBox.click();
    await bobBox.pressSequentially(`reply ${tag} https://example.test/x`);
    await bobBox.press('Enter');
    const reply = alice.getByTestId('message').filter({ hasText: `reply ${tag}` });
    await expect(reply).toHaveAttribute('data-direction', 'in');
    await expect(reply.getByRole('link', { name: 'https://example.test/x' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await shot(alice, 'conversation');

    // Bob deletes Alice's first message from its right-click menu; it stays deleted after a reload.
    await bobMessages
      .filter({ hasText: `first ${tag}` })
      .getByTestId('message-text')
      .click({ button: 'right' });
    const bobDeleted = bob.waitForResponse((response) => response.url().includes(apiUrl('delSms')));
    await bob.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(bobMessages.getByTestId('message-text')).toHaveText([
      `second ${tag}`,
      `reply ${tag} https://example.test/x`,
    ]);
    expect((await bobDeleted).ok()).toBe(true);
    await bob.reload();
    await bob.locator(`[data-chat-key="${chatKey(bobNumber.full, aliceNumber.full)}"]`).click();
    await expect(bobMessages.getByTestId('message-text')).toHaveText([
      `second ${tag}`,
      `reply ${tag} https://example.test/x`,
    ]);

    // Alice's history survives a reload (cache first, then the server).
    await alice.reload();
    const aliceRow = alice.locator(`[data-chat-key="${chatKey(aliceNumber.full, bobNumber.full)}"]`);
    await aliceRow.click();
    await expect(
      alice
        .getByTestId('message-list')
        .getByTestId('message')
        .filter({ hasText: tag })
        .getByTestId('message-text'),
    ).toHaveText([`first ${tag}`, `second ${tag}`, `reply ${tag} https://example.test/x`]);

    // Alice deletes the whole conversation after confirming; it stays gone after a reload.
    await aliceRow.click({ button: 'right' });
    await alice.getByRole('menuitem', { name: 'Delete conversation' }).click();
    const confirm = alice.getByRole('dialog', { name: 'Delete conversation' });
    await expect(confirm).toContainText(bobNumber.national.slice(-4));
    const aliceDeleted = alice.waitForResponse((response) => response.url().includes(apiUrl('delSms')));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(aliceRow).toHaveCount(0);
    await expect(alice.getByTestId('pick-chat')).toBeVisible();
    expect((await aliceDeleted).ok()).toBe(true);
    await alice.reload();
    await expect(alice.getByRole('button', { name: 'New SMS' })).toBeEnabled();
    await expect(alice.locator(`[data-chat-key="${chatKey(aliceNumber.full, bobNumber.full)}"]`)).toHaveCount(
      0,
    );
  });

  test('a voicemail plays from a blob and shows the carrier transcript at once', async ({
    page: bob,
    request,
  }) => {
    const account = await texter('wetalk');
    await signIn(bob, 'wetalk', account);
    const bobFull = firstNumber(account).full;
    const caller = '14155550987';
    const inject = (text: string) =>
      request.post(`${sharedOrigin()}${SIMULATOR_INBOUND_PATH}`, {
        multipart: {
          kind: 'voicemail',
          from: caller,
          to: bobFull,
          text,
          file: { name: 'voicemail.wav', mimeType: 'audio/wav', buffer: toneWav() },
        },
      });
    expect((await inject('Hi Bob, call me back about the invoice.')).ok()).toBe(true);

    const row = bob.locator(`[data-chat-key="${chatKey(bobFull, caller)}"]`);
    await expect(row.getByTestId('conversation-preview')).toHaveText('[Voicemail]');
    await row.click();
    const voicemail = bob.getByTestId('voicemail').last();
    await expect(voicemail.locator('audio')).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => voicemail.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration))
      .toBeGreaterThan(0.3);
    // The carrier's transcript shows without asking for speech-to-text.
    await expect(voicemail.getByTestId('voicemail-transcript')).toHaveText(
      'Hi Bob, call me back about the invoice.',
    );

    // Without any transcript the language dialog asks, and the bubble says when none can be made.
    expect((await inject('')).ok()).toBe(true);
    await expect(bob.getByTestId('voicemail')).toHaveCount(2);
    const second = bob.getByTestId('voicemail').last();
    await expect(second.locator('audio')).toHaveAttribute('src', /^blob:/);
    await second.getByRole('button', { name: 'Speech to text' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Choose a Transcription Language' });
    await dialog.getByRole('textbox', { name: 'Search languages' }).fill('united states');
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await dialog.getByRole('option', { name: /English \(United States\)/ }).click();
    await shot(bob, 'stt-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(
      second.getByText('Sorry! The Speech-to-text is temporarily unavailable. Please try again later.'),
    ).toBeVisible();
    await shot(bob, 'voicemail');
  });

  test('screenshot: a busy list with an official sender, in Chinese', async ({ page, request }) => {
    test.skip(!shotsDir, 'set SHOTS_DIR to take screenshots');
    const account = await texter('cloudnumber');
    await signIn(page, 'cloudnumber', account, { query: '?cc=us' });
    await expect(page.getByRole('button', { name: 'New SMS' })).toBeEnabled();
    const own = firstNumber(account).full;
    const inject = (kind: string, from: string, text: string, file?: Buffer) =>
      request.post(`${sharedOrigin()}${SIMULATOR_INBOUND_PATH}`, {
        multipart: {
          kind,
          from,
          to: own,
          text,
          ...(file ? { file: { name: 'voicemail.wav', mimeType: 'audio/wav', buffer: file } } : {}),
        },
      });
    await inject('verificationCode', '22000', '您的验证码是 482913，5 分钟内有效。');
    await inject('voicemail', '14155550188', '', toneWav());
    await inject('sms', '14155550123', '明天下午三点开会，记得带上合同。');
    await inject('sms', '14155550123', '好的，会议室在 3 楼，详情见 https://example.test/room');
    await inject('sms', '25686', '【云号码】欢迎使用云号码！请先完善资料，以便正常收发短信。');
    await page.getByRole('button', { name: 'Switch language' }).click();
    await page.locator(`[data-chat-key="${chatKey(own, '14155550123')}"]`).click();
    await expect(page.getByTestId('message')).toHaveCount(2);
    await shot(page, 'cloudnumber-zh');
  });

  test('jiema has no chats and is unaffected', async ({ page }) => {
    await signIn(page, 'jiema', await createFreshAccount({ brand: 'jiema' }));
    await expect(page.getByRole('tab', { name: '接码' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '消息' })).toHaveCount(0);
    await expect(page.getByTestId('conversation-list')).toHaveCount(0);
    await shot(page, 'jiema');
  });
});
