import { Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { registerBytesCall } from '../../plugins/calls.ts';
import { say } from '../../text/sentence.ts';
import type { MediaService } from './media.service.ts';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/** GET media/:id: the bytes, only to the two parties of the conversation; 404 for everyone else. */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  registerBytesCall(app, 'media', async ({ reply, session, id }) => {
    const found = await media.read(id, session.accountId);
    if (found === undefined)
      throw new AppError(Retcode.NOT_FOUND, 'media: not found', { say: say('notFoundReload') });
    const extension = EXTENSIONS[found.row.mime] ?? 'bin';
    return reply
      .header('content-type', found.row.mime)
      .header('content-length', String(found.bytes.byteLength))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `inline; filename="${found.row.id}.${extension}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(found.bytes);
  });
};
