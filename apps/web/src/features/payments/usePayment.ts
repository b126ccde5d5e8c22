import { type EtherPayData, PAYMENT_RETURN_PAID, retcodeInfo } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/queries.ts';
import { useBrand, useUiLanguage } from '../../lib/runtime.ts';
import { followPayBack } from '../numbers/index.ts';
import { type PayOrder, startPayment } from './api.ts';
import { openProviderWindow } from './providerWindow.ts';
import type { CryptoChoice, UiMethod } from './rules.ts';

/** Which payment overlay is open. */
export type PayOverlay = 'exact' | 'wechat' | 'crypto' | null;

/** One pay request, kept so Try again can send it again. */
export interface PayRequest {
  method: UiMethod;
  order: PayOrder;
  crypto?: CryptoChoice;
}

/** State of the payment overlays. */
export interface PaymentState {
  overlay: PayOverlay;
  /** The request being made; clicks are ignored meanwhile. */
  pending: boolean;
  /** The provider page was opened: the next click closes the overlay. */
  done: boolean;
  /** WeChat: the address to show as a QR code. */
  paymentUrl: string | null;
  /** Direct crypto: the wallet quote of step 2. */
  quote: EtherPayData | null;
  /** The message of the payment error modal, or null. */
  error: string | null;
}

const idle: PaymentState = {
  overlay: null,
  pending: false,
  done: false,
  paymentUrl: null,
  quote: null,
  error: null,
};

/** The overlay a method pays through. */
export function overlayFor(method: UiMethod): Exclude<PayOverlay, null> {
  if (method === 'wechatpay') return 'wechat';
  if (method === 'crypto') return 'crypto';
  return 'exact';
}

/**
 * Runs payments: opens the overlay of a method, sends the pay call, opens the provider page in a new
 * window (PayPal through a posted form), shows errors in the error modal and refreshes the balance
 * when the provider window closes or the page gets the focus back.
 */
export function usePayment() {
  const { t } = useTranslation('payments');
  const language = useUiLanguage();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentState>(idle);
  const last = useRef<PayRequest | null>(null);
  const pendingRef = useRef(false);

  const refreshBalance = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
  }, [queryClient]);

  useEffect(() => {
    window.addEventListener('focus', refreshBalance);
    return () => window.removeEventListener('focus', refreshBalance);
  }, [refreshBalance]);

  const send = useCallback(
    async (request: PayRequest) => {
      if (pendingRef.current) return;
      pendingRef.current = true;
      last.current = request;
      const needsWindow = overlayFor(request.method) === 'exact';
      const win = needsWindow ? openProviderWindow() : null;
      setState((current) => ({
        ...current,
        overlay: overlayFor(request.method),
        pending: true,
        error: null,
      }));
      try {
        const start = await startPayment(brand, request.method, request.order, request.crypto);
        if (start.kind === 'wallet') {
          setState((current) => ({ ...current, pending: false, quote: start.quote }));
        } else if (win) {
          win.go(start.paymentUrl, request.method === 'paypal');
          win.watch((outcome) => {
            refreshBalance();
            if (outcome === null || outcome.status === PAYMENT_RETURN_PAID) return;
            const refusal = outcome.code === null ? undefined : retcodeInfo(outcome.code);
            const error = refusal?.message[language] ?? t('error.failed');
            setState((current) => ({ ...current, done: false, error }));
          });
          setState((current) => ({ ...current, pending: false, done: true }));
        } else {
          setState((current) => ({ ...current, pending: false, paymentUrl: start.paymentUrl }));
        }
      } catch (error) {
        win?.close();
        const message = error instanceof ApiError ? error.retmsg : '';
        setState((current) => ({ ...current, pending: false, error: message }));
      } finally {
        pendingRef.current = false;
      }
    },
    [brand, refreshBalance, t, language],
  );

  /** Opens a method's overlay without sending (exact pay and crypto wait for a click). */
  const open = useCallback((method: UiMethod) => {
    setState({ ...idle, overlay: overlayFor(method) });
  }, []);

  /**
   * Closes every overlay and the error modal, refreshes the balance, and returns to the mobile-plan
   * page when it sent the user here to top up (its pay-back link).
   */
  const close = useCallback(() => {
    last.current = null;
    setState(idle);
    refreshBalance();
    followPayBack();
  }, [refreshBalance]);

  /** Clears the error and sends the last request again. */
  const retry = useCallback(() => {
    const request = last.current;
    setState((current) => ({ ...current, error: null }));
    if (request) void send(request);
  }, [send]);

  /** Crypto: back from step 2 to step 1. */
  const back = useCallback(() => setState((current) => ({ ...current, quote: null })), []);

  return { state, open, send, close, retry, back };
}
