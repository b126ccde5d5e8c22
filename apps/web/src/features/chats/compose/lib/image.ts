import { MAX_MMS_BYTES } from '@switchboard/protocol';

/** Pictures under this size are sent as they are. */
export const AS_IS_BYTES = 300 * 1024;
/** The size budget the compression quality is computed against (about 3 MB). */
export const QUALITY_BUDGET_BYTES = 3 * 1024 * 1024;
/** Lowest compression quality. */
export const MIN_QUALITY = 0.1;
/** Highest compression quality (a re-encode at 1 only grows most files). */
export const MAX_QUALITY = 0.9;
/** How long the "too large" notice stays, in ms. */
export const TOO_LARGE_NOTICE_MS = 3_000;

/** What to do with a chosen picture before sending. */
export type ImagePlan = { kind: 'asIs' } | { kind: 'compress'; quality: number };

/** Why a picture cannot be sent. */
export type ImageProblem = 'tooLarge' | 'uploadFailed';

/** True for a gif, which is never re-encoded (that would lose its animation). */
export function isGif(type: string): boolean {
  return type.toLowerCase() === 'image/gif';
}

/**
 * The quality to compress at: the larger the picture against the ~3 MB budget, the lower,
 * from 0.9 for a picture just over 300 KB down to 0.1 for one of 3 MB or more.
 */
export function compressionQuality(size: number): number {
  const quality = 1 - size / QUALITY_BUDGET_BYTES;
  return Math.round(Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, quality)) * 100) / 100;
}

/** Under 300 KB or a gif: as is; otherwise compress at the computed quality. */
export function planImage(file: { size: number; type: string }): ImagePlan {
  if (file.size < AS_IS_BYTES || isGif(file.type)) return { kind: 'asIs' };
  return { kind: 'compress', quality: compressionQuality(file.size) };
}

/** True when a picture (after any compression) is small enough for a message (2 MB at most). */
export function fitsInMessage(size: number): boolean {
  return size <= MAX_MMS_BYTES;
}

/** A picture ready to send. */
export interface PreparedImage {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  name: string;
}

/** Compresses a picture at a quality to at most a size; injected so tests need no canvas. */
export type Compressor = (file: File, quality: number, maxBytes: number) => Promise<Blob>;

/** The default compressor: browser-image-compression on the main thread (no worker from a CDN). */
export const browserCompressor: Compressor = async (file, quality, maxBytes) => {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    initialQuality: quality,
    maxSizeMB: maxBytes / (1024 * 1024),
    useWebWorker: false,
    maxIteration: 10,
  });
};

/**
 * Applies the image rules to a chosen file: non-images and compression failures give
 * 'uploadFailed', anything over 2 MB after compression gives 'tooLarge'.
 */
export async function prepareImage(
  file: File,
  compress: Compressor = browserCompressor,
): Promise<{ ok: true; image: PreparedImage } | { ok: false; problem: ImageProblem }> {
  if (!file.type.startsWith('image/')) return { ok: false, problem: 'uploadFailed' };
  const plan = planImage(file);
  let blob: Blob = file;
  if (plan.kind === 'compress') {
    try {
      blob = await compress(file, plan.quality, MAX_MMS_BYTES);
    } catch (error) {
      console.warn('image compression failed', error);
      return { ok: false, problem: 'uploadFailed' };
    }
  }
  if (!fitsInMessage(blob.size)) return { ok: false, problem: 'tooLarge' };
  try {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { ok: true, image: { bytes, type: blob.type || file.type, name: file.name || 'image' } };
  } catch (error) {
    console.warn('image could not be read', error);
    return { ok: false, problem: 'uploadFailed' };
  }
}

/** Pictures one paste, drop or choice may send, each as its own picture message. */
export const MAX_PICTURES_PER_SEND = 10;

/** The files a paste or a drop carries (a copied screenshot, pictures dragged from the desktop). */
export function filesOf(data: DataTransfer | null): File[] {
  return data === null ? [] : [...data.files];
}
