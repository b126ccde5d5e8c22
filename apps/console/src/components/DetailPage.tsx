import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from './QueryFailure.tsx';

/**
 * The frame of a page about one thing (a user, an order): a way back to the list it was opened
 * from, then the thing's query: loading, its failure with a retry, or `children` with its data.
 */
export function DetailPage<T>({
  query,
  backLabel,
  children,
}: {
  query: UseQueryResult<T>;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={() => window.history.back()}>
          {backLabel}
        </Button>
      </Box>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      <QueryFailure query={query} />
      {query.isSuccess && children(query.data)}
    </Stack>
  );
}
