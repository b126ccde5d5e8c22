import { useCallback, useEffect, useRef } from 'react';

/** Spec 001: a second click within 1 s of the first on a button that opens a dialog or submits is ignored. */
export const CLICK_DEBOUNCE_MS = 1_000;

/** A function that says whether a click now is the first in `CLICK_DEBOUNCE_MS` (and counts it if so). */
export function useClickGate(): () => boolean {
  const lastAccepted = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastAccepted.current < CLICK_DEBOUNCE_MS) return false;
    lastAccepted.current = now;
    return true;
  }, []);
}

/**
 * A dialog's onClose that ignores backdrop clicks within `CLICK_DEBOUNCE_MS` of opening: the second
 * click of a double click on the button that opened the dialog lands on its backdrop and would
 * close it again at once.
 */
export function useOpeningGuard<Reason extends string>(
  onClose: (() => void) | ((event: object, reason: Reason) => void),
  open = true,
): (event: object, reason: Reason) => void {
  const openedAt = useRef(Date.now());
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);
  return useCallback(
    (event: object, reason: Reason) => {
      if (reason === 'backdropClick' && Date.now() - openedAt.current < CLICK_DEBOUNCE_MS) return;
      (onClose as (event: object, reason: Reason) => void)(event, reason);
    },
    [onClose],
  );
}
