import { PAYMENT_RETURN_FIELDS } from '@switchboard/protocol';

/** What the provider's return address reported: the order's status and our refusal code, if any. */
export interface ReturnOutcome {
  status: string;
  code: number | null;
}

/** A provider page opened in its own window or tab. */
export interface ProviderWindow {
  /**
   * Sends the window to the provider page: a GET, or with form fields (PayPal's button id, notify
   * URL, custom, amount and currency) a hidden form posted to it.
   */
  go(url: string, form?: Readonly<Record<string, string>>): void;
  /** Closes the window (when the payment could not start). */
  close(): void;
  /**
   * Calls back once: with the return fields when the window comes back to this site from the
   * provider (the window is then closed), or with null when the user closes it.
   */
  watch(callback: (outcome: ReturnOutcome | null) => void): () => void;
}

/** The return fields of the window's address once it is back on this site; null elsewhere. */
function returnOutcome(win: Window): ReturnOutcome | null {
  try {
    if (win.location.origin !== window.location.origin) return null;
    const query = new URLSearchParams(win.location.search);
    const status = query.get(PAYMENT_RETURN_FIELDS.status);
    if (status === null) return null;
    const code = Number(query.get(PAYMENT_RETURN_FIELDS.code));
    return { status, code: Number.isInteger(code) && code > 0 ? code : null };
  } catch {
    return null;
  }
}

/**
 * Opens an empty window right away, inside the click, so pop-up blockers let it through; the
 * provider address is set once the pay call answers.
 */
export function openProviderWindow(): ProviderWindow {
  const name = `sb-pay-${Date.now()}`;
  const win = window.open('about:blank', name);
  return {
    go(url, fields) {
      if (fields === undefined) {
        if (win) win.location.href = url;
        else window.open(url, '_blank', 'noopener');
        return;
      }
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      form.target = win ? name : '_blank';
      form.style.display = 'none';
      for (const [field, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = field;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
      form.remove();
    },
    close() {
      win?.close();
    },
    watch(callback) {
      if (!win) return () => undefined;
      const timer = window.setInterval(() => {
        if (win.closed) {
          window.clearInterval(timer);
          callback(null);
          return;
        }
        const outcome = returnOutcome(win);
        if (outcome === null) return;
        window.clearInterval(timer);
        win.close();
        callback(outcome);
      }, 500);
      return () => window.clearInterval(timer);
    },
  };
}
