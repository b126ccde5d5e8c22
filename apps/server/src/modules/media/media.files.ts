import { Retcode } from '@switchboard/protocol';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { megabytes, type Sentence, say } from '../../text/sentence.ts';

/** Largest total pixel count (all frames together) an uploaded picture may decode to. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Most frames an animated picture may have. */
export const MAX_FRAMES = 300;
/** Pictures are scaled down to fit this box. */
export const MAX_DIMENSION = 2048;
/** Largest voicemail recording accepted. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** Bytes ready to store, with what they are. */
export interface ProcessedFile {
  kind: 'image' | 'audio';
  mime: string;
  bytes: Buffer;
}

const IMAGE_FORMATS = new Set(['jpg', 'png', 'gif', 'webp']);
const AUDIO_MIME: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
};

const invalid = (field: string, what: string, sentence: Sentence) =>
  new AppError(Retcode.INVALID_PARAMETER, `${field}: ${what}`, { say: sentence });

/**
 * Re-encodes a picture so that nothing a sender uploaded is stored byte for byte: the type comes
 * from its magic bytes (JPEG, PNG, GIF, WebP only, whatever the sender claimed), metadata (EXIF,
 * GPS, ICC) is dropped after applying the orientation, animation is kept, the size is bounded and
 * the pixel count is capped before decoding so a decompression bomb is refused cheaply.
 */
export async function reencodeImage(input: Uint8Array, field: string): Promise<ProcessedFile> {
  const type = await fileTypeFromBuffer(input);
  if (type === undefined || !IMAGE_FORMATS.has(type.ext)) {
    throw invalid(field, 'must be a JPEG, PNG, GIF or WebP picture', say('pictureKind'));
  }
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const options = {
    animated,
    limitInputPixels: MAX_INPUT_PIXELS,
    autoOrient: true,
    failOn: 'error' as const,
  };
  try {
    const metadata = await sharp(input, options).metadata();
    if ((metadata.pages ?? 1) > MAX_FRAMES)
      throw invalid(field, `has more than ${MAX_FRAMES} frames`, say('pictureTooBig'));
    const pipeline = sharp(input, options).resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (type.ext) {
      case 'jpg':
        return { kind: 'image', mime: 'image/jpeg', bytes: await pipeline.jpeg({ quality: 85 }).toBuffer() };
      case 'png':
        return { kind: 'image', mime: 'image/png', bytes: await pipeline.png().toBuffer() };
      case 'gif':
        return { kind: 'image', mime: 'image/gif', bytes: await pipeline.gif().toBuffer() };
      default:
        return { kind: 'image', mime: 'image/webp', bytes: await pipeline.webp({ quality: 85 }).toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw invalid(
        field,
        `picture is too large (more than ${MAX_INPUT_PIXELS} pixels)`,
        say('pictureTooBig'),
      );
    }
    throw invalid(field, 'is not a readable picture', say('pictureUnreadable'));
  }
}

/** Checks a voicemail recording by its magic bytes: MP3, WAV, Ogg or WebM audio. */
export async function checkAudio(input: Uint8Array, field: string): Promise<ProcessedFile> {
  if (input.byteLength > MAX_AUDIO_BYTES)
    throw invalid(
      field,
      `must be at most ${MAX_AUDIO_BYTES} bytes`,
      say('audioTooLarge', { size: megabytes(MAX_AUDIO_BYTES) }),
    );
  const type = await fileTypeFromBuffer(input);
  const mime = type === undefined ? undefined : AUDIO_MIME[type.ext];
  if (mime === undefined)
    throw invalid(field, 'must be an MP3, WAV, Ogg or WebM recording', say('audioKind'));
  return { kind: 'audio', mime, bytes: Buffer.from(input.buffer, input.byteOffset, input.byteLength) };
}
