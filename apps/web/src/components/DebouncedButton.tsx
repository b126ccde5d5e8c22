import Button, { type ButtonProps } from '@mui/material/Button';
import { useClickGate } from './clickDebounce.ts';

/**
 * A MUI Button for opening a dialog or submitting: a second click within 1 s is ignored, and for a
 * submit button it does not submit the form again either.
 */
export function DebouncedButton({ onClick, ...props }: ButtonProps) {
  const gate = useClickGate();
  return (
    <Button
      {...props}
      onClick={(event) => {
        if (!gate()) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
