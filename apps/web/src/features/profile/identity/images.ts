import {
  KYC_COMPRESS_ABOVE_BYTES,
  KYC_MAX_BYTES,
  KYC_MIME_TYPES,
  KYC_MIN_QUALITY,
} from '@switchboard/protocol';

/** Why a chosen identity image is refused. */
export type ImageRefusal = 'badFormat' | 'tooLarge';

const EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** PNG, JPG or JPEG (by type, or by extension when the browser gives no type), at most 5 MB. */
export function checkIdentityImage(file: { name: string; type: string; size: number }): ImageRefusal | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (KYC_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.includes(extension);
  if (!typeOk) return 'badFormat';
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
