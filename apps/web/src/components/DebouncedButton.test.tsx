import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_DEBOUNCE_MS, useOpeningGuard } from './clickDebounce.ts';
import { DebouncedButton } from './DebouncedButton.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DebouncedButton', () => {
  it('lets the first click through and ignores a second one within 1 s', () => {
    const onClick = vi.fn();
    render(<DebouncedButton onClick={onClick}>Update email</DebouncedButton>);
    const button = screen.getByRole('button', { name: 'Update email' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(CLICK_DEBOUNCE_MS));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit a form twice on a double click', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DebouncedButton type="submit">Send code</DebouncedButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

function OpensDialog() {
  const [open, setOpen] = useState(false);
  const close = useOpeningGuard(() => setOpen(false), open);
  return (
    <>
      <DebouncedButton onClick={() => setOpen(true)}>Set phone</DebouncedButton>
      <Dialog open={open} onClose={close}>
        <DialogTitle>Set your phone number</DialogTitle>
      </Dialog>
    </>
  );
}

// The dialog's container covers the backdrop and takes the clicks outside the paper.
function backdrop(): Element {
  const element = document.querySelector('.MuiDialog-container');
  if (!element) throw new Error('no backdrop');
  return element;
}

describe('useOpeningGuard', () => {
  it('keeps a dialog open when the second click of a double click lands on its backdrop', () => {
    render(<OpensDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Set phone' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    // Long enough for a closing transition to finish, so a closed dialog would be gone.
    act(() => vi.advanceTimersByTime(CLICK_DEBOUNCE_MS / 2));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a backdrop click once the first second has passed', () => {
    render(<OpensDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Set phone' }));
    act(() => vi.advanceTimersByTime(CLICK_DEBOUNCE_MS));
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
