import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { logoDataUrl } from '../lib/logo.ts';

/** The brand's SVG logo as an image (an img keeps the brand's markup out of the DOM). */
export function BrandLogo({ svg, size, alt }: { svg: string; size: number; alt: string }) {
  const src = useMemo(() => logoDataUrl(svg), [svg]);
  return <Box component="img" src={src} alt={alt} width={size} height={size} sx={{ display: 'block' }} />;
}
