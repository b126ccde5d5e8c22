import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { type BrandId, type ReviewItem, type ReviewKind, reviewSubjects } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../components/BrandSelect.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { dateTimeColumn } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { reviewQueueQuery } from '../../lib/api/queries.ts';
import { brandName } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { ReviewDetail } from './ReviewDetail.tsx';
import { reviewKey } from './reviewKey.ts';

/**
 * The review queue: every brand's or one brand's profiles, use cases, identity proofs and toll-free
 * registrations, oldest first; the chosen item's details beside the list, with approve and refuse.
 */
export function ReviewQueueScreen() {
  const { t } = useTranslation('reviews');
  const language = useUiLanguage();
  const [brand, setBrand] = useState<BrandId | undefined>();
  const [kind, setKind] = useState<ReviewKind | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const queue = useQuery(reviewQueueQuery(brand, kind));
  const reviews = queue.data?.reviews ?? [];
  // The chosen item, or the oldest when none is chosen (or the chosen one has left the queue).
  const selected = reviews.find((item) => reviewKey(item) === chosen) ?? reviews[0];

  const columns = useMemo<GridColDef<ReviewItem>[]>(
    () => [
      dateTimeColumn('submittedAt', t('columns.submitted'), language),
      {
        field: 'kind',
        headerName: t('columns.kind'),
        width: 130,
        valueGetter: (value: ReviewKind) => t(`kinds.${value}`),
      },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 160 },
      {
        field: 'brand',
        headerName: t('columns.brand'),
        width: 110,
        valueGetter: (value: BrandId) => brandName(value, language),
      },
    ],
    [t, language],
  );

  return (
    <>
      <ScreenTitle title={t('title')}>
        {queue.isSuccess && (
          <Typography sx={{ color: 'text.secondary' }}>{t('waiting', { count: reviews.length })}</Typography>
        )}
      </ScreenTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <BrandSelect value={brand} onChange={setBrand} />
        <FilterSelect
          label={t('filters.kind')}
          allLabel={t('filters.allKinds')}
          values={reviewSubjects}
          nameOf={(subject) => t(`kinds.${subject}`)}
          value={kind}
          onChange={setKind}
        />
      </Stack>
      <QueryFailure query={queue} />
      {queue.isSuccess && reviews.length === 0 && <Alert severity="success">{t('empty')}</Alert>}
      {(queue.isPending || reviews.length > 0) && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
            gap: 2,
          }}
        >
          <Paper variant="outlined">
            <DataGrid
              label={t('title')}
              rows={reviews}
              columns={columns}
              getRowId={reviewKey}
              loading={queue.isPending}
              autoHeight
              density="compact"
              disableMultipleRowSelection
              rowSelectionModel={{ type: 'include', ids: new Set(selected ? [reviewKey(selected)] : []) }}
              onRowSelectionModelChange={(model) => {
                const [id] = model.ids;
                if (id !== undefined) setChosen(String(id));
              }}
              initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
              pageSizeOptions={[25, 50, 100]}
              hideFooterSelectedRowCount
              sx={{ border: 0 }}
            />
          </Paper>
          {selected && (
            <ReviewDetail
              key={reviewKey(selected)}
              item={selected}
              onDecided={(message) => {
                setChosen(null);
                setDecided(message);
              }}
            />
          )}
        </Box>
      )}
      <Snackbar
        open={decided !== null}
        autoHideDuration={5000}
        onClose={() => setDecided(null)}
        message={decided}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
