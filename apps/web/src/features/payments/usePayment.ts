import {
  type EtherPayData,
  PAYMENT_RETURN_CANCELLED,
  PAYMENT_RETURN_PAID,
  Retcode,
  retcodeInfo,
  SocketEvent,
} from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/keys.ts';
import { shownGlobally } from '../../lib/api/reactions.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { onServerEvent } from '../../lib/socket/events.ts';
import { followPayBack } from '../numbers/index.ts';
import { getPaymentOrder, type PayOrder, startPayment } from './api.ts';
import type { PaymentTitleValue } from './PaymentTitle.tsx';
import { openProviderWindow } from './providerWindow.ts';
import type { CryptoChoice, UiMethod } from './rules.ts';

/** Which payment overlay is open. */
export type PayOverlay = 'exact' | 'paypal' | 'wechat' | 'crypto' | null;

/** One pay request, kept so Try again can send it again. */
export interface PayRequest {
  method: UiMethod;
  order: PayOrder;
  crypto?: CryptoChoice;
}

/** State of the payment overlays. */
export interface PaymentState {
  overlay: PayOverlay;
  /** The payment title of the payment under way (amount and gift), shown by every overlay. */
  title: PaymentTitleValue | null;
  /** The request being made; clicks are ignored meanwhile. */
  pending: boolean;
  /** The provider page was opened: the next click closes the overlay. */
  done: boolean;
  /** WeChat: the address to show as a QR code. */
  paymentUrl: string | null;
  /** Our id of the order on the provider page, when the pay call answered one. */
  orderId: string | null;
  /** WeChat: the order was paid (told by the server, or found by "Payment completed"). */
  paid: boolean;
  /** WeChat: "Payment completed" found the order still unpaid. */
  notPaidYet: boolean;
  /** Direct crypto: the wallet quote of step 2. */
  quote: EtherPayData | null;
  /** The message of the payment error modal, or null. */
  error: string | null;
  /** The error is the payer's own cancel, titled as such rather than as a failure. */
  cancelled: boolean;
  /** The provider window was closed without an outcome: the overlay says so and offers the page again. */
  windowClosed: boolean;
}

const idle: PaymentState = {
  overlay: null,
  title: null,
  pending: false,
  done: false,
  paymentUrl: null,
  orderId: null,
  paid: false,
  notPaidYet: false,
  quote: null,
  error: null,
  cancelled: false,
  windowClosed: false,
};

/** The overlay a method pays through. */
export function overlayFor(method: UiMethod): Exclude<PayOverlay, null> {
  if (method === 'wechatpay') return 'wechat';
  if (method === 'crypto') return 'crypto';
  if (method === 'paypal') return 'paypal';
  return 'exact';
}

/** The payment title of an order: its amount and the gift it credits. */
function titleOf(order: PayOrder): PaymentTitleValue {
  return { amount: order.amount, gift: order.gift };
}

/**
 * Runs payments: opens the overlay of a method, sends the pay call, opens the provider page in a new
 * window (PayPal through a posted form) and shows a refusal in one dialog: the error modal, which
 * replaces the checkout overlay, or the global dialog alone for codes the response reader shows. The credited balance
 * reaches every screen through the server's balanceChanged push, not through a refresh here.
 */
export function usePayment() {
  const { t } = useTranslation('payments');
  const language = useUiLanguage();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentState>(idle);
  const last = useRef<PayRequest | null>(null);
  const pendingRef = useRef(false);

  const send = useCallback(
    async (request: PayRequest) => {
      if (pendingRef.current) return;
      pendingRef.current = true;
      last.current = request;
      const overlay = overlayFor(request.method);
      const win = overlay === 'exact' || overlay === 'paypal' ? openProviderWindow() : null;
      setState((current) => ({
        ...current,
        overlay,
        title: titleOf(request.order),
        pending: true,
        error: null,
        cancelled: false,
        windowClosed: false,
      }));
      try {
        const start = await startPayment(brand, request.method, request.order, request.crypto);
        if (start.kind === 'wallet') {
          setState((current) => ({ ...current, pending: false, quote: start.quote }));
        } else if (win) {
          win.go(start.paymentUrl, start.form);
          setState((current) => ({ ...current, orderId: start.orderId }));
          win.watch((outcome) => {
            if (outcome === null) {
              // Closed before the provider answered: maybe paid (the balance then updates by
              // itself), maybe not; the overlay says so and can open the page again.
              setState((current) => ({ ...current, done: false, windowClosed: true }));
              return;
            }
            if (outcome.status === PAYMENT_RETURN_PAID) return;
            const cancelled = outcome.status === PAYMENT_RETURN_CANCELLED && outcome.code === null;
            const refusal = outcome.code === null ? undefined : retcodeInfo(outcome.code);
            const error = cancelled
              ? t('error.cancelled')
              : (refusal?.message[language] ?? t('error.failed'));
            // The refusal replaces the checkout dialog: one dialog per refusal.
            setState((current) => ({ ...current, overlay: null, done: false, error, cancelled }));
          });
          setState((current) => ({ ...current, pending: false, done: true }));
        } else {
          const { paymentUrl, orderId } = start;
          setState((current) => ({ ...current, pending: false, paymentUrl, orderId }));
        }
      } catch (error) {
        win?.close();
        // The amount is no longer offered: an operator changed the tiles since this page read them.
        if (error instanceof ApiError && error.retcode === Retcode.PAYMENT_AMOUNT_NOT_ALLOWED)
          void queryClient.invalidateQueries({ queryKey: queryKeys.rechargeSettings });
        if (error instanceof ApiError && error.kind === 'retcode' && shownGlobally(error.retcode)) {
          // The response reader's dialog already explains it; the checkout closes under it.
          setState(idle);
          return;
        }
        const message = error instanceof ApiError ? error.retmsg : '';
        setState((current) => ({ ...current, overlay: null, pending: false, error: message }));
      } finally {
        pendingRef.current = false;
      }
    },
    [brand, t, language, queryClient],
  );

  /** A settled order that failed or was cancelled: the error modal, titled for what happened. */
  const settledUnpaid = useCallback(
    (status: 'failed' | 'cancelled') => {
      const cancelled = status === 'cancelled';
      const error = cancelled ? t('error.cancelled') : t('error.failed');
      setState((current) => ({ ...current, overlay: null, done: false, error, cancelled }));
    },
    [t],
  );

  // The order paid (or refused) elsewhere, e.g. on the phone that scanned the QR code: the server tells.
  const orderId = state.orderId;
  useEffect(() => {
    if (orderId === null) return;
    return onServerEvent(SocketEvent.paymentSettled, (payload) => {
      if (payload.orderId !== orderId) return;
      if (payload.status === PAYMENT_RETURN_PAID) {
        setState((current) => ({ ...current, paid: true, notPaidYet: false }));
      } else if (state.overlay === 'wechat') {
        settledUnpaid(payload.status);
      }
    });
  }, [orderId, state.overlay, settledUnpaid]);

  /** WeChat's "Payment completed": asks the server where the order stands. */
  const checkPaid = useCallback(async () => {
    if (orderId === null) return;
    try {
      const status = await getPaymentOrder(orderId);
      if (status === 'paid') setState((current) => ({ ...current, paid: true, notPaidYet: false }));
      else if (status === 'pending') setState((current) => ({ ...current, notPaidYet: true }));
      else settledUnpaid(status);
    } catch (error) {
      // Alerted by the response reader when it matters; the dialog stays for another try.
      console.warn('getPaymentOrder failed', error);
    }
  }, [orderId, settledUnpaid]);

  /** Opens a request's overlay without sending (exact pay, PayPal and crypto wait for a click). */
  const open = useCallback((request: PayRequest) => {
    setState({ ...idle, overlay: overlayFor(request.method), title: titleOf(request.order) });
  }, []);

  /**
   * Closes every overlay and the error modal, and returns to the mobile-plan page when it sent the
   * user here to top up (its pay-back link).
   */
  const close = useCallback(() => {
    last.current = null;
    setState(idle);
    followPayBack();
  }, []);

  /** Clears the error and sends the last request again. */
  const retry = useCallback(() => {
    const request = last.current;
    setState((current) => ({ ...current, error: null }));
    if (request) void send(request);
  }, [send]);

  /** Crypto: back from step 2 to step 1. */
  const back = useCallback(() => setState((current) => ({ ...current, quote: null })), []);

  return { state, open, send, close, retry, back, checkPaid };
}
