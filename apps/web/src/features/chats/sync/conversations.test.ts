import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounceClicks, SELECT_DEBOUNCE_MS } from './conversations.ts';

afterEach(() => vi.useRealTimers());

describe('selecting a conversation', () => {
  it('is debounced: the last click within 300 ms wins, and only it is applied', () => {
    vi.useFakeTimers();
    expect(SELECT_DEBOUNCE_MS).toBe(300);
    const apply = vi.fn();
    const click = debounceClicks(apply);
    click('first row');
    vi.advanceTimersByTime(200);
    click('second row');
    vi.advanceTimersByTime(299);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply.mock.calls).toEqual([['second row']]);
    click('third row');
    vi.advanceTimersByTime(300);
    expect(apply.mock.calls).toEqual([['second row'], ['third row']]);
  });

  it('drops a click still waiting when cancelled (the list went away)', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const click = debounceClicks(apply);
    click('row');
    click.cancel();
    vi.advanceTimersByTime(1_000);
    expect(apply).not.toHaveBeenCalled();
  });
});
