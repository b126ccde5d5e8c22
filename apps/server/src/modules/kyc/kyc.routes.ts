import multipart from '@fastify/multipart';
import {
  brandIdSchema,
  KYC_FILE_FIELDS,
  KYC_MAX_BYTES,
  KYC_URL_FIELDS,
  Retcode,
} from '@switchboard/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { assertPlatform } from '../../plugins/auth.ts';
import { registerBytesCall, registerCall } from '../../plugins/calls.ts';
import { megabytes, say } from '../../text/sentence.ts';
import type { KycForm, KycService } from './kyc.service.ts';

const invalid = (detail: string) =>
  new AppError(Retcode.INVALID_PARAMETER, detail, { say: say('requestInvalid') });

/** Reads the multipart form; size and count limits become readable 4xx answers, never a 5xx. */
async function readKycForm(request: FastifyRequest): Promise<KycForm & { platform?: string }> {
  if (!request.isMultipart()) throw invalid('content-type: send multipart/form-data');
  const form: KycForm & { platform?: string } = { files: new Map(), urls: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!(KYC_FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
          throw invalid(`${part.fieldname}: unexpected file (expected ${KYC_FILE_FIELDS.join(', ')})`);
        }
        // A browser form with no file chosen still sends an empty file part.
        if (bytes.byteLength > 0) form.files.set(part.fieldname, bytes);
      } else if (part.fieldname === 'platform') {
        form.platform = String(part.value);
      } else {
        form.urls.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Retcode.IMAGE_TOO_LARGE, `file: must be at most ${KYC_MAX_BYTES} bytes`, {
        say: say('kycTooLarge', { size: megabytes(KYC_MAX_BYTES) }),
      });
    }
    if (code === 'FST_FILES_LIMIT') throw invalid(`files: at most ${KYC_FILE_FIELDS.length} files`);
    throw invalid(`form: ${(error as Error).message}`);
  }
  return form;
}

/** Identity proof: its state, submitting images (multipart) and reading one's own images. */
export const kycRoutes: FastifyPluginAsync<{ kyc: KycService }> = async (app, { kyc }) => {
  await app.register(multipart, {
    limits: {
      fileSize: KYC_MAX_BYTES,
      files: KYC_FILE_FIELDS.length,
      fields: KYC_URL_FIELDS.length + 2,
      fieldSize: 4096,
      parts: KYC_FILE_FIELDS.length + KYC_URL_FIELDS.length + 2,
    },
  });

  registerCall(app, 'getKYCInfo', ({ session }) => kyc.info(session.accountId));

  // A multipart form: its platform field is checked here, as the contract's check reads JSON bodies only.
  registerCall(app, 'updateKYCInfo', async ({ request, session }) => {
    const { platform, ...form } = await readKycForm(request);
    if (platform !== undefined) {
      const brand = brandIdSchema.safeParse(platform);
      if (!brand.success) throw new AppError(Retcode.UNKNOWN_BRAND, `platform: "${platform}" is not a brand`);
      assertPlatform(session, brand.data);
    }
    return kyc.submit(session.accountId, form);
  });

  registerBytesCall(app, 'kycImage', async ({ reply, session, id }) => {
    const found = await kyc.read(id, session.accountId);
    // The same answer for a missing image and someone else's: never reveal that it exists.
    if (found === undefined)
      throw new AppError(Retcode.NOT_FOUND, 'image: not found', { say: say('notFoundReload') });
    return reply
      .header('content-type', found.row.mime)
      .header('content-length', String(found.bytes.byteLength))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(found.bytes);
  });
};
