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
  markChatReadBodySchema,
  markChatReadDataSchema,
  SocketEvent,
  speechToTextDataSchema,
  speechToTextQuerySchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ChatService } from './chats.service.ts';
import type { VoicemailService } from './voicemail.service.ts';

/**
 * Chat list, dialog pages, read markers, deleting and voicemail transcripts: always the caller's own
 * rows only.
 */
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

  app.post(
    ApiPath.markChatRead,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: markChatReadBodySchema,
        response: { 200: envelopeSchema(markChatReadDataSchema) },
      },
    },
    async (request) => {
      const { accountId } = sessionOf(request);
      const { ownFullNumber, otherFullNumber } = request.body;
      const { readAt, moved } = await chats.markRead(accountId, request.body);
      // The marker is stored (no transaction stays open): the account's other tabs and devices clear
      // the badge too. The calling tab already knows, and ignores a marker it holds.
      if (moved) {
        app.realtime
          .toAccount(accountId)
          .emit(SocketEvent.readStateChanged, { ownFullNumber, otherFullNumber, readAt });
      }
      return ok(request, { readAt });
    },
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
