import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Number of characters of the graphic captcha. */
export const CAPTCHA_LENGTH = 4;

/**
 * Four one-character boxes: typing moves to the next box, Backspace on an empty box goes back, a
 * paste fills several boxes, and the last character submits. Remount (change `key`) to clear it.
 */
export function CaptchaBoxes({
  onComplete,
  disabled,
}: {
  onComplete: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('auth');
  const [chars, setChars] = useState<string[]>(() => Array(CAPTCHA_LENGTH).fill(''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const fill = (start: number, text: string) => {
    const typed = text.replace(/\s/g, '').split('');
    if (typed.length === 0) return;
    const next = [...chars];
    let index = start;
    for (const char of typed) {
      if (index >= CAPTCHA_LENGTH) break;
      next[index] = char;
      index += 1;
    }
    setChars(next);
    if (next.every((char) => char !== '')) {
      onComplete(next.join(''));
      return;
    }
    inputs.current[Math.min(index, CAPTCHA_LENGTH - 1)]?.focus();
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
              'aria-label': t('captcha.box', { n: index + 1 }),
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
