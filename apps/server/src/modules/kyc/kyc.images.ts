import { KYC_MAX_BYTES, Retcode } from '@switchboard/protocol';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { megabytes, type Sentence, say } from '../../text/sentence.ts';
import { MAX_INPUT_PIXELS } from '../media/media.files.ts';

/** An identity image ready to store. */
export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const unsupported = (field: string, what: string, sentence: Sentence = say('kycKind')) =>
  new AppError(Retcode.IMAGE_UNSUPPORTED, `${field}: ${what}`, { say: sentence });

/**
 * Accepts PNG or JPEG by their bytes only (whatever the name or declared type says) and re-encodes
 * them: the EXIF orientation is applied first, then the image is written again in its own format
 * without any metadata (sharp drops EXIF, GPS and XMP unless told to keep them), so no location or
 * device data of an identity photo is ever stored.
 */
export async function checkKycImage(input: Buffer, field: string): Promise<CheckedImage> {
  if (input.byteLength > KYC_MAX_BYTES) {
    throw new AppError(Retcode.IMAGE_TOO_LARGE, `${field}: must be at most ${KYC_MAX_BYTES} bytes`, {
      say: say('kycTooLarge', { size: megabytes(KYC_MAX_BYTES) }),
    });
  }
  const type = await fileTypeFromBuffer(input);
  if (type === undefined || (type.ext !== 'png' && type.ext !== 'jpg')) {
    throw unsupported(field, 'must be a PNG or JPEG image');
  }
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return type.ext === 'png'
      ? { mime: 'image/png', bytes: await pipeline.png().toBuffer() }
      : { mime: 'image/jpeg', bytes: await pipeline.jpeg({ quality: 90 }).toBuffer() };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw unsupported(
        field,
        `image is too large (more than ${MAX_INPUT_PIXELS} pixels)`,
        say('pictureTooBig'),
      );
    }
    throw unsupported(field, 'is not a readable image', say('pictureUnreadable'));
  }
}
