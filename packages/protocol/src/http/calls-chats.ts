import type { CallSpec } from './call-spec.ts';
import {
  chatListByDateQuerySchema,
  chatListDataSchema,
  chatListQuerySchema,
  delSmsDataSchema,
  delSmsQuerySchema,
  dialogListDataSchema,
  dialogListQuerySchema,
  markChatReadBodySchema,
  markChatReadDataSchema,
  speechToTextDataSchema,
  speechToTextQuerySchema,
} from './chats.ts';
import {
  addressBookListDataSchema,
  addressBookQuerySchema,
  deleteContactsBodySchema,
  deleteContactsDataSchema,
  saveContactBodySchema,
  saveContactDataSchema,
} from './contacts.ts';
import { importContactsBodySchema, importContactsDataSchema } from './contacts-import.ts';
import { countryRatesDataSchema, countryRatesQuerySchema } from './rates.ts';

/** Chats, their media, the cloud address book and the public rate table. */
export const chatCalls = {
  getChatList: {
    method: 'GET',
    path: '/getChatList',
    auth: 'session',
    query: chatListQuerySchema,
    data: chatListDataSchema,
  },
  getChatListByDate: {
    method: 'GET',
    path: '/getChatListByDate',
    auth: 'session',
    query: chatListByDateQuerySchema,
    data: chatListDataSchema,
  },
  getDialogList: {
    method: 'GET',
    path: '/getDialogList',
    auth: 'session',
    query: dialogListQuerySchema,
    data: dialogListDataSchema,
  },
  /** Moves a conversation's read marker forward. */
  markChatRead: {
    method: 'POST',
    path: '/markChatRead',
    auth: 'session',
    body: markChatReadBodySchema,
    data: markChatReadDataSchema,
  },
  delSms: {
    method: 'DELETE',
    path: '/delSms',
    auth: 'session',
    query: delSmsQuerySchema,
    data: delSmsDataSchema,
  },
  speechToText: {
    method: 'GET',
    path: '/speechToText',
    auth: 'session',
    query: speechToTextQuerySchema,
    data: speechToTextDataSchema,
  },
  /** Media of messages: `/media/<id>`; served only to the two parties, with the token header. */
  media: { method: 'GET', path: '/media', auth: 'session', pathId: true, answer: 'bytes' },
  getCloudAddressBook: {
    method: 'GET',
    path: '/getCloudAddressBook',
    auth: 'session',
    query: addressBookQuerySchema,
    data: addressBookListDataSchema,
  },
  createOrUpdateCloudAddressBook: {
    method: 'POST',
    path: '/createOrUpdateCloudAddressBook',
    auth: 'session',
    body: saveContactBodySchema,
    data: saveContactDataSchema,
  },
  /** Deletes any number of contacts; ids comma-joined, as JSON or a form post. */
  delCloudAddressBook: {
    method: 'POST',
    path: '/delCloudAddressBook',
    auth: 'session',
    body: deleteContactsBodySchema,
    form: 'urlencoded',
    data: deleteContactsDataSchema,
  },
  /** Saves a batch of imported contacts; a retried batch creates nothing twice. */
  importCloudAddressBook: {
    method: 'POST',
    path: '/importCloudAddressBook',
    auth: 'session',
    body: importContactsBodySchema,
    data: importContactsDataSchema,
  },
  /** The rates page's table: public prices. */
  getCountryRates: {
    method: 'GET',
    path: '/getCountryRates',
    auth: 'visitor',
    query: countryRatesQuerySchema,
    data: countryRatesDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
