import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

/** Reloads after failed loads in a row before the picture waits for a click (a server that is away is not hammered). */
export const CAPTCHA_AUTO_RELOADS = 3;
/** Wait before the first reload; each further one waits this much longer. */
export const CAPTCHA_RELOAD_DELAY_MS = 1000;

/**
 * A captcha picture: a click asks for a new one, and a picture that fails to load is logged and
 * reloads itself (spec 001 sections 4 and 8), a few times in a row at growing intervals.
 */
export function CaptchaImage({
  src,
  alt,
  title,
  onReload,
  sx,
}: {
  src: string;
  alt: string;
  title: string;
  /** Asks for a new picture (a new captcha id). */
  onReload: () => void;
  sx?: SxProps<Theme>;
}) {
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      title={title}
      onClick={() => {
        failures.current = 0;
        onReload();
      }}
      onLoad={() => {
        failures.current = 0;
      }}
      onError={() => {
        console.warn('captcha picture failed to load', src);
        if (failures.current >= CAPTCHA_AUTO_RELOADS) return;
        failures.current += 1;
        clearTimeout(timer.current);
        timer.current = setTimeout(onReload, CAPTCHA_RELOAD_DELAY_MS * failures.current);
      }}
      sx={{ cursor: 'pointer', ...sx }}
    />
  );
}
