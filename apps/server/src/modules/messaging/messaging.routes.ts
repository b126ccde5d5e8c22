import {
  ApiPath,
  chatListByDateQuerySchema,
  chatListDataSchema,
  chatListQuerySchema,
  commonQuerySchema,
  delSmsDataSchema,
  delSmsQuerySchema,
  dialogListDataSchema,
  dialogListQuerySchema,
  envelopeSchema,
  speechToTextDataSchema,
  speechToTextQuerySchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ChatService } from './chats.service.ts';
import type { VoicemailService } from './voicemail.service.ts';

/** Chat list, dialog pages, deleting and voicemail transcripts: always the caller's own rows only. */
export const messagingRoutes: FastifyPluginAsyncZod<{
  chats: ChatService;
  voicemail: VoicemailService;
}> = async (app, { chats, voicemail }) => {
  app.get(
    ApiPath.getChatList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(chatListQuerySchema.shape),
        response: { 200: envelopeSchema(chatListDataSchema) },
      },
    },
    async (request) =>
      ok(request, { chatList: await chats.chatList(sessionOf(request).accountId, request.query.months) }),
  );

  app.get(
    ApiPath.getChatListByDate,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(chatListByDateQuerySchema.shape),
        response: { 200: envelopeSchema(chatListDataSchema) },
      },
    },
    async (request) =>
      ok(request, { chatList: await chats.chatListSince(sessionOf(request).accountId, request.query.since) }),
  );

  app.get(
    ApiPath.getDialogList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(dialogListQuerySchema.shape),
        response: { 200: envelopeSchema(dialogListDataSchema) },
      },
    },
    async (request) => ok(request, await chats.dialog(sessionOf(request).accountId, request.query)),
  );

  app.delete(
    ApiPath.delSms,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(delSmsQuerySchema.shape),
        response: { 200: envelopeSchema(delSmsDataSchema) },
      },
    },
    async (request) =>
      ok(request, { deleted: await chats.delete(sessionOf(request).accountId, request.query) }),
  );

  app.get(
    ApiPath.speechToText,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(speechToTextQuerySchema.shape),
        response: { 200: envelopeSchema(speechToTextDataSchema) },
      },
    },
    async (request) => {
      const { media, language } = request.query;
      const text = await voicemail.transcript(sessionOf(request).accountId, media, language || undefined);
      return ok(request, { text });
    },
  );
};
