import { AUTH_HEADER, apiUrl, type Envelope, type KycInfo, WEB_VERSION } from '@switchboard/protocol';
import sharp from 'sharp';
import type { TestAccount } from './factories.ts';

/** A file part of the identity form. */
export interface Upload {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** Posts the identity form (files and kept links) over real HTTP, as the browser does. */
export async function uploadKyc(
  baseUrl: string,
  account: TestAccount,
  files: Record<string, Upload>,
  urls: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<KycInfo | null> }> {
  const form = new FormData();
  form.set('platform', account.brand);
  for (const [name, value] of Object.entries(urls)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.set(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  const query = new URLSearchParams({ t: String(Date.now()), webVersion: WEB_VERSION, languagecode: 'en' });
  const response = await fetch(`${baseUrl}${apiUrl('updateKYCInfo')}?${query}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: account.token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<KycInfo | null> };
}

/** A small JPEG of one colour. */
export function jpeg(color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A small PNG. */
export function png(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying a camera make and a GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#669933' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
}

/** True when an EXIF block (as sharp's metadata returns it) points to a GPS directory (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (exif === undefined) return false;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const little = exif.subarray(tiff, tiff + 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd0 = tiff + u32(tiff + 4);
  const count = u16(ifd0);
  for (let index = 0; index < count; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}
