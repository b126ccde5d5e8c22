import type { KycInfo } from '@switchboard/protocol';
import { AUTH_HEADER, apiUrl, KYC_MAX_BYTES } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { setIdentityOpen } from '../dialogs.ts';
import { kycFixture } from '../testing.ts';
import { IdentityDialog } from './IdentityDialog.tsx';
import { checkIdentityImage, identityImageKind, identityQuality, prepareIdentityImage } from './images.ts';

const KEPT = `${apiUrl('kycImage')}/front-1`;
const TOKEN = 'tok_0123456789abcdefghijklmnop';

/** The first bytes of a PNG and of a JPEG file. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes starting with `head`. */
function bytes(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(new ArrayBuffer(size));
  data.set(head);
  return data;
}

function png(name = 'id.png', size = 2_000) {
  return new File([bytes(PNG_HEAD, size)], name, { type: 'image/png' });
}

function render(kyc: Partial<KycInfo>) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: TOKEN });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getKYCInfo')) return envelope(0, kycFixture(kyc));
    if (path === apiUrl('updateKYCInfo')) return envelope(0, kycFixture({ ...kyc, status: 1 }));
    if (path.startsWith(apiUrl('kycImage')))
      return new Response(new Blob([new Uint8Array(8)], { type: 'image/png' }));
    return envelope(0, null);
  });
  renderWithProviders(<IdentityDialog />);
  act(() => setIdentityOpen(true));
  return fetchMock;
}

function choose(slot: 'idCard' | 'idHold', ...files: File[]) {
  fireEvent.change(screen.getByTestId(`identity-input-${slot}`), { target: { files } });
}

afterEach(() => {
  cleanup();
  setIdentityOpen(false);
  vi.unstubAllGlobals();
});

describe('identity images', () => {
  it('compresses above 1 MB to 1 MB / size, never below 0.1, and falls back to the original', async () => {
    expect(identityQuality(1_048_576)).toBeNull();
    expect(identityQuality(2_097_152)).toBe(0.5);
    expect(identityQuality(20 * 1_048_576)).toBe(0.1);
    const big = png('big.png', 2_097_152);
    const qualities: number[] = [];
    const smaller = await prepareIdentityImage(big, async (_file, quality) => {
      qualities.push(quality);
      return new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    });
    expect(qualities).toEqual([0.5]);
    expect(smaller.size).toBe(10);
    expect(smaller.type).toBe('image/jpeg');
    const same = await prepareIdentityImage(big, async () => {
      throw new Error('no canvas');
    });
    expect(same).toBe(big);
  });
});

describe('IdentityDialog', () => {
  it('refuses other formats and files over 5 MB', async () => {
    render({});
    await screen.findByRole('dialog', { name: 'Identity proof' });
    choose('idCard', new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload an image in a supported format.',
    );
    // Judged by its bytes: a text file named like a PNG is refused...
    choose('idCard', new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please upload an image in a supported format.'),
    );
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    choose('idCard', png('huge.png', KYC_MAX_BYTES + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The image size must not exceed 5MB.'),
    );
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    // ...and a JPEG is taken whatever its name says.
    choose('idCard', new File([bytes(JPEG_HEAD, 500)], 'scan.bin', { type: '' }));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeTruthy();
  });

  it('tells PNG and JPEG apart from anything else by their first bytes', async () => {
    expect(await identityImageKind(new Blob([bytes(PNG_HEAD, 16)]))).toBe('png');
    expect(await identityImageKind(new Blob([bytes(JPEG_HEAD, 16)]))).toBe('jpeg');
    expect(await identityImageKind(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBeNull();
    expect(await identityImageKind(new Blob(['<svg/>']))).toBeNull();
    expect(await checkIdentityImage(new Blob([bytes(PNG_HEAD, KYC_MAX_BYTES + 1)]))).toBe('tooLarge');
    expect(await checkIdentityImage(new Blob([bytes(JPEG_HEAD, 100)]))).toBeNull();
  });

  it('takes at most two images per slot and disables the uploader at two', async () => {
    render({});
    await screen.findByRole('dialog', { name: 'Identity proof' });
    choose('idCard', png('a.png'), png('b.png'), png('c.png'));
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Image 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add image' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByRole('button', { name: 'Add image' }).hasAttribute('disabled')).toBe(false);
  });

  it('is read-only while reviewing, loading the kept images with the token', async () => {
    const fetchMock = render({ status: 1, idCardUrl1: KEPT, idHoldUrl1: `${apiUrl('kycImage')}/hold-1` });
    expect(await screen.findByText(/cannot be changed now/)).toBeTruthy();
    await screen.findByRole('img', { name: 'Image 1' });
    expect(screen.queryByRole('button', { name: 'Add image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove image 1' })).toBeNull();
    const imageCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/front-1'));
    expect((imageCall?.[1]?.headers as Record<string, string> | undefined)?.[AUTH_HEADER]).toBe(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('enables Upload once both slots hold an image and sends kept links and new files', async () => {
    const fetchMock = render({ status: 100, idCardUrl1: KEPT });
    await screen.findByRole('img', { name: 'Image 1' });
    choose('idCard', png('back.png'));
    await screen.findByRole('img', { name: 'Image 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    choose('idHold', png('hold.png'));
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);

    const done = await screen.findByRole('dialog', { name: 'Submitted' });
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(apiUrl('updateKYCInfo')));
    const form = call?.[1]?.body as FormData;
    expect(form.get('idCardUrl1')).toBe(KEPT);
    expect((form.get('idCard2') as File).name).toBe('back.png');
    expect((form.get('idHold1') as File).name).toBe('hold.png');
    expect(form.get('idCard1')).toBeNull();
    expect(form.get('idHoldUrl1')).toBeNull();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Upload disabled when nothing changed, and asks before dropping changes', async () => {
    render({ status: 100, idCardUrl1: KEPT, idHoldUrl1: `${apiUrl('kycImage')}/hold-1` });
    await screen.findByRole('img', { name: 'Image 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'You Have Unsaved Changes' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
