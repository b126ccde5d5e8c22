import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Labelled values as a description list: a label column and a value column (text, or more: swatches, links). */
export function DetailList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {items.map(({ label, value }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (a user's own fields) and the rows never reorder
        <Box key={`${index}:${label}`} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
