import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CARRIER_SEARCH_LIMIT, type CarrierOffer } from '@switchboard/protocol';
import { hashKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { useMay } from '../../lib/operator.ts';
import { CarrierBuyDialog } from './CarrierBuyDialog.tsx';
import { CarrierOffers } from './CarrierOffers.tsx';
import { CarrierSearchForm } from './CarrierSearchForm.tsx';
import { type CarrierSearchQuery, carrierSearchQuery } from './queries.ts';

// Never asked: the query waits for the operator's first search.
const NO_SEARCH: CarrierSearchQuery = { country: '', type: 'local' };

/**
 * The carrier's stock: search it, see what it offers, and (with numbers.manage) buy a number into the
 * inventory. A role that may only read numbers searches too, without Buy buttons. A search's failure
 * (the carrier's refusal or silence) shows the server's sentence under the form.
 */
export function CarrierDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('numbers');
  const { t: common } = useTranslation();
  const mayBuy = useMay('numbers.manage');
  const [search, setSearch] = useState<CarrierSearchQuery | null>(null);
  const [buying, setBuying] = useState<CarrierOffer | null>(null);
  const results = useQuery({ ...carrierSearchQuery(search ?? NO_SEARCH), enabled: search !== null });

  // The same search again asks the carrier again: its stock changes as others buy.
  const searchFor = (next: CarrierSearchQuery) => {
    if (search !== null && hashKey([next]) === hashKey([search])) void results.refetch();
    else setSearch(next);
  };

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>{t('carrier.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('carrier.text', { max: CARRIER_SEARCH_LIMIT })}</DialogContentText>
            <CarrierSearchForm searching={results.isFetching} onSearch={searchFor} />
            <QueryFailure query={results} />
            {results.isSuccess && !results.isFetching && (
              <CarrierOffers result={results.data} mayBuy={mayBuy} onBuy={setBuying} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{common('actions.close')}</Button>
        </DialogActions>
      </Dialog>
      {buying !== null && search !== null && results.data !== undefined && (
        <CarrierBuyDialog
          offer={buying}
          search={search}
          carrier={results.data.carrier}
          onClose={() => setBuying(null)}
        />
      )}
    </>
  );
}
