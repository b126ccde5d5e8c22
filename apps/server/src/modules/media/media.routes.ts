import { ApiPath, commonQuerySchema, Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
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
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    `${ApiPath.media}/:id`,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, params: z.object({ id: z.string().max(200) }) },
    },
    async (request, reply) => {
      const found = await media.read(request.params.id, sessionOf(request).accountId);
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
    },
  );
};
