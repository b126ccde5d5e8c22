import {
  type NumbersChangedPayload,
  type ReviewDecidedPayload,
  type ReviewSubject,
  SocketEvent,
} from '@switchboard/protocol';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { syncContactsIfLoaded } from '../features/contacts/index.ts';
import { pushAlert } from '../lib/alerts.ts';
import { queryKeys } from '../lib/api/queries.ts';
import { onServerEvent, onSocketConnected } from '../lib/socket/events.ts';
import { applyRenewalFailed } from './renewalNotice.ts';

/** What each review decides on shows in these queries. */
const reviewedQueries: Record<ReviewSubject, readonly QueryKey[]> = {
  profile: [queryKeys.profile],
  useCase: [queryKeys.profile],
  kyc: [queryKeys.kyc],
  tollFree: [queryKeys.virtualPhones],
};

/** Account data that pushes keep current: what a gap in the pushes may have left stale. */
const pushedQueries: readonly QueryKey[] = [
  queryKeys.profile,
  queryKeys.kyc,
  queryKeys.virtualPhones,
  queryKeys.numberPlans,
  queryKeys.histories,
  queryKeys.verificationNumbers,
];

function invalidate(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** The balance moved: every screen shows the new figure at once, and the histories list the movement. */
function applyBalance(client: QueryClient, balance: number): void {
  client.setQueryData(queryKeys.balance, balance);
  invalidate(client, [queryKeys.history('payment'), queryKeys.history('bill')]);
}

/** The notice of an operator's decision, in the interface language, with the reason of a refusal. */
export function reviewNoticeText({ subject, approved, reason, number }: ReviewDecidedPayload): string {
  const variant = approved ? 'approved' : reason ? 'refused' : 'refusedNoReason';
  return i18next.t(`reviewDecided.${subject}.${variant}`, {
    ns: 'account',
    reason,
    number: number ? `+${number}` : '',
  });
}

function applyReview(client: QueryClient, decision: ReviewDecidedPayload): void {
  invalidate(client, reviewedQueries[decision.subject]);
  pushAlert({ text: reviewNoticeText(decision) });
}

/** A number was subscribed, renewed, released or changed: the lists that show it load again. */
function applyNumbersChange(client: QueryClient, { kind }: NumbersChangedPayload): void {
  if (kind === 'verification') invalidate(client, [queryKeys.verificationNumbers]);
  else
    invalidate(client, [queryKeys.virtualPhones, queryKeys.numberPlans, queryKeys.history('subscription')]);
}

/** A code arrived: the running code session polls at once, and the number's stored messages reload. */
function applyCodeReceived(client: QueryClient, fullNumber: string): void {
  void client.refetchQueries({ queryKey: queryKeys.codeSessionsOf(fullNumber) });
  invalidate(client, [queryKeys.codeSmsOf(fullNumber)]);
}

/** Pushes may have been missed: everything they keep current loads again. */
function refreshPushedData(client: QueryClient): void {
  invalidate(client, [queryKeys.balance, ...pushedQueries]);
  void client.refetchQueries({ queryKey: queryKeys.codeSessions });
  syncContactsIfLoaded(client);
}

/**
 * Applies the server's account events to the query cache while the user is signed in, so every
 * screen of every tab and device shows the same current data: the pushed balance, reloaded
 * histories, profile, identity and number lists, the synced address book, an immediate poll of a
 * code session, and a notice of each review decision and of each failed renewal or lapse of a
 * number. After a reconnect that could not replay the missed events, or a `resync`, the pushed
 * data loads again. Returns the function that stops it.
 */
export function startAccountEvents(queryClient: QueryClient): () => void {
  let resyncTimer: ReturnType<typeof setTimeout> | undefined;
  const stops = [
    onServerEvent(SocketEvent.balanceChanged, ({ balance }) => applyBalance(queryClient, balance)),
    onServerEvent(SocketEvent.reviewDecided, (decision) => applyReview(queryClient, decision)),
    onServerEvent(SocketEvent.numbersChanged, (change) => applyNumbersChange(queryClient, change)),
    onServerEvent(SocketEvent.renewalFailed, (payload) => applyRenewalFailed(queryClient, payload)),
    onServerEvent(SocketEvent.contactsChanged, ({ updateTime }) =>
      syncContactsIfLoaded(queryClient, updateTime),
    ),
    onServerEvent(SocketEvent.codeReceived, ({ number }) => applyCodeReceived(queryClient, number)),
    onSocketConnected(({ reconnect, recovered }) => {
      if (reconnect && !recovered) refreshPushedData(queryClient);
    }),
    // The spec spreads a cluster's refreshes over the server's jitter window.
    onServerEvent(SocketEvent.resync, ({ jitterMs }) => {
      resyncTimer ??= setTimeout(() => {
        resyncTimer = undefined;
        refreshPushedData(queryClient);
      }, Math.random() * jitterMs);
    }),
  ];
  return () => {
    clearTimeout(resyncTimer);
    for (const stop of stops) stop();
  };
}
