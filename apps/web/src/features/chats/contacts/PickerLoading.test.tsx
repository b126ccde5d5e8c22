import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PickerLoading } from './ChatContacts.tsx';

describe('the contacts picker while it loads', () => {
  it('closes when the focus leaves the To field, so the composer leaves picking mode', () => {
    const anchor = document.createElement('input');
    document.body.append(anchor);
    const onClose = vi.fn();
    const view = render(
      <PickerLoading anchorEl={anchor} query="2025550177" onPick={vi.fn()} onClose={onClose} />,
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.focusOut(anchor);
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    fireEvent.focusOut(anchor);
    expect(onClose).toHaveBeenCalledTimes(1);
    anchor.remove();
  });
});
