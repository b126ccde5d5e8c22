import { KYC_COMPRESS_ABOVE_BYTES, KYC_MAX_BYTES, KYC_MIN_QUALITY } from '@switchboard/protocol';

/** Why a chosen identity image is refused. */
export type ImageRefusal = 'badFormat' | 'tooLarge';

/** The first bytes of a PNG file. */
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The first bytes of a JPEG file (start of image, then a marker). */
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** The first `count` bytes of a file (FileReader where a Blob cannot read itself). */
function headOf(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** What the file's own bytes say it is: PNG, JPEG, or neither (whatever its name or type claims). */
export async function identityImageKind(file: Blob): Promise<'png' | 'jpeg' | null> {
  const bytes = await headOf(file, PNG_MAGIC.length);
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  return null;
}

/**
 * A PNG or JPEG by its bytes (a renamed file is judged by what it is, as the server does), at most
 * 5 MB; the refusal names the spec's message.
 */
export async function checkIdentityImage(file: Blob): Promise<ImageRefusal | null> {
  let kind: 'png' | 'jpeg' | null = null;
  try {
    kind = await identityImageKind(file);
  } catch (error) {
    console.warn('identity image could not be read', error);
  }
  if (kind === null) return 'badFormat';
  if (file.size > KYC_MAX_BYTES) return 'tooLarge';
  return null;
}

/** JPEG quality for an image above 1 MB: 1 MB / size, never below 0.1 (null: sent as it is). */
export function identityQuality(size: number): number | null {
  if (size <= KYC_COMPRESS_ABOVE_BYTES) return null;
  return Math.max(KYC_MIN_QUALITY, Math.min(1, KYC_COMPRESS_ABOVE_BYTES / size));
}

/** Re-encodes an image as JPEG at a quality; injected so tests need no canvas. */
export type ImageEncoder = (file: Blob, quality: number) => Promise<Blob>;

/** The browser's encoder: draw on a canvas and export as JPEG. */
export const canvasEncoder: ImageEncoder = async (file, quality) => {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/jpeg',
      quality,
    );
  });
};

/**
 * Compresses an image over 1 MB; when the browser cannot (no canvas, undecodable file) the original
 * is uploaded, since the server accepts up to 5 MB anyway.
 */
export async function prepareIdentityImage(file: File, encode: ImageEncoder = canvasEncoder): Promise<File> {
  const quality = identityQuality(file.size);
  if (quality === null) return file;
  try {
    const blob = await encode(file, quality);
    const name = file.name.replace(/\.[^.]+$/, '') || 'image';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } catch (error) {
    console.warn('identity image compression failed; sending the original', error);
    return file;
  }
}
