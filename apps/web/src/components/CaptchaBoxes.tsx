import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Number of characters of the graphic captcha. */
export const CAPTCHA_LENGTH = 4;

/**
 * Four one-character boxes: typing moves to the next box, Backspace on an empty box goes back, a
 * paste fills several boxes, and the last character submits. Remount (change `key`) to clear it.
 * The verified modal reuses it for codes: `length` boxes, digits only, its own labels and error state.
 */
export function CaptchaBoxes({
  onComplete,
  disabled,
  length = CAPTCHA_LENGTH,
  digitsOnly = false,
  error = false,
  boxLabel,
}: {
  onComplete: (value: string) => void;
  disabled: boolean;
  /** Number of boxes (default four, the captcha). */
  length?: number;
  /** Ignore anything but digits (verification codes). */
  digitsOnly?: boolean;
  /** Red boxes, e.g. after a wrong code. */
  error?: boolean;
  /** Accessible name of box n (1-based); defaults to the captcha's. */
  boxLabel?: (n: number) => string;
}) {
  const { t } = useTranslation('auth');
  const [chars, setChars] = useState<string[]>(() => Array(length).fill(''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const fill = (start: number, text: string) => {
    const typed = text.replace(digitsOnly ? /\D/g : /\s/g, '').split('');
    if (typed.length === 0) return;
    const next = [...chars];
    let index = start;
    for (const char of typed) {
      if (index >= length) break;
      next[index] = char;
      index += 1;
    }
    setChars(next);
    if (next.every((char) => char !== '')) {
      onComplete(next.join(''));
      return;
    }
    inputs.current[Math.min(index, length - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || chars[index] !== '' || index === 0) return;
    event.preventDefault();
    const next = [...chars];
    next[index - 1] = '';
    setChars(next);
    inputs.current[index - 1]?.focus();
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
      {chars.map((char, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
          key={index}
          value={char}
          disabled={disabled}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') {
              setChars(chars.map((old, i) => (i === index ? '' : old)));
              return;
            }
            // The box already held a character: the new one is whatever differs from it.
            fill(index, value.length > 1 && value.startsWith(char) ? value.slice(char.length) : value);
          }}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event)}
          slotProps={{
            htmlInput: {
              'aria-label': boxLabel ? boxLabel(index + 1) : t('captcha.box', { n: index + 1 }),
              inputMode: digitsOnly ? 'numeric' : undefined,
              autoComplete: 'off',
              autoCapitalize: 'off',
              spellCheck: false,
              style: { textAlign: 'center', fontSize: 22, padding: '10px 0', width: 48 },
            },
          }}
        />
      ))}
    </Box>
  );
}
