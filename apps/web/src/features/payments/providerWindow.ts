/** Query field the providers' return address carries the outcome in (paid, failed, cancelled). */
export const RETURN_STATUS_FIELD = 'status';

/** Outcome of a paid order in {@link RETURN_STATUS_FIELD}. */
export const PAID_STATUS = 'paid';

/** A provider page opened in its own window or tab. */
export interface ProviderWindow {
  /** Sends the window to the provider page (a GET, or for PayPal a posted hidden form). */
  go(url: string, post: boolean): void;
  /** Closes the window (when the payment could not start). */
  close(): void;
  /**
   * Calls back once: with the `status` query field when the window comes back to this site from the
   * provider (the window is then closed), or with null when the user closes it.
   */
  watch(callback: (status: string | null) => void): () => void;
}

/** The `status` field of the window's address once it is back on this site; null elsewhere. */
function returnStatus(win: Window): string | null {
  try {
    if (win.location.origin !== window.location.origin) return null;
    return new URLSearchParams(win.location.search).get(RETURN_STATUS_FIELD);
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
    go(url, post) {
      if (!post) {
        if (win) win.location.href = url;
        else window.open(url, '_blank', 'noopener');
        return;
      }
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      form.target = win ? name : '_blank';
      form.style.display = 'none';
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
        const status = returnStatus(win);
        if (status === null) return;
        window.clearInterval(timer);
        win.close();
        callback(status);
      }, 500);
      return () => window.clearInterval(timer);
    },
  };
}
