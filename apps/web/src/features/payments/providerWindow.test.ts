import type { PaypalForm } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openProviderWindow } from './providerWindow.ts';

/** What a submitted form looked like at the moment of submit(). */
interface Submitted {
  method: string;
  action: string;
  target: string;
  inDocument: boolean;
  /** The hidden fields, by name; each must be a hidden input. */
  fields: Record<string, string>;
}

/** PayPal's hidden form as paypal paySubmit answers it. */
const paypalForm: PaypalForm = {
  cmd: '_s-xclick',
  hosted_button_id: 'SANDBOXWETALK',
  notify_url: 'https://wetalk.example/webhooks/sandbox',
  custom: 'order-1',
  on0: 'amount',
  os0: '20.00',
  currency_code: 'USD',
};

/** jsdom cannot submit forms: records each submit instead. */
function captureSubmits(): Submitted[] {
  const submitted: Submitted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      method: this.method.toLowerCase(),
      action: this.action,
      target: this.target,
      inDocument: document.body.contains(this),
      fields: Object.fromEntries(
        [...this.elements].map((element) => {
          const input = element as HTMLInputElement;
          return [input.name, input.type === 'hidden' ? input.value : `not hidden: ${input.type}`];
        }),
      ),
    });
  });
  return submitted;
}

/** A stand-in for the window window.open returns. */
function fakeWindow() {
  return { location: { href: 'about:blank' }, closed: false, close: vi.fn() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openProviderWindow', () => {
  it('opens a blank named window at once, inside the click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    openProviderWindow();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('about:blank');
    expect(String(open.mock.calls[0]?.[1])).toMatch(/^sb-pay-/);
  });

  it('PayPal: posts a hidden form with its fields to the url, targeting the opened window, then removes it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    const submitted = captureSubmits();
    const provider = openProviderWindow();
    const name = String(open.mock.calls[0]?.[1]);
    provider.go('https://www.sandbox.paypal.test/checkout?token=T1', paypalForm);
    expect(submitted).toEqual([
      {
        method: 'post',
        action: 'https://www.sandbox.paypal.test/checkout?token=T1',
        target: name,
        inDocument: true,
        fields: paypalForm,
      },
    ]);
    expect(document.querySelectorAll('form')).toHaveLength(0);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('PayPal: resolves a relative url against the page and posts to a new tab when no window opened', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const submitted = captureSubmits();
    openProviderWindow().go('/sandbox/pay/order-1', paypalForm);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.method).toBe('post');
    expect(submitted[0]?.action).toBe(`${window.location.origin}/sandbox/pay/order-1`);
    expect(submitted[0]?.target).toBe('_blank');
  });

  it('other methods: sends the opened window to the url without a form', () => {
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const submitted = captureSubmits();
    openProviderWindow().go('/sandbox/pay/order-2');
    expect(win.location.href).toBe('/sandbox/pay/order-2');
    expect(submitted).toHaveLength(0);
  });

  it('watch: reports the return fields once the window is back on this site, then closes it', () => {
    vi.useFakeTimers();
    const win = {
      closed: false,
      close: vi.fn(),
      location: { origin: 'https://provider.test', search: '' } as Partial<Location>,
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const callback = vi.fn();
    openProviderWindow().watch(callback);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    win.location = { origin: window.location.origin, search: '?status=failed&orderId=o1&code=200043' };
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledWith({ status: 'failed', code: 200043 });
    expect(win.close).toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('watch: reports null when the user closes the window', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const callback = vi.fn();
    openProviderWindow().watch(callback);
    win.closed = true;
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledExactlyOnceWith(null);
  });
});
