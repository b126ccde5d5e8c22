import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Retcode, type VipInfo } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../../components/DebouncedButton.tsx';
import { showNoCredit } from '../../../lib/alerts.ts';
import { isRetcode } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { useMoneyFormat } from '../../../lib/money.ts';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { Row } from '../ProfileRows.tsx';
import { buyVip, useVipInfo } from './vipApi.ts';

const DAY_MS = 86_400_000;

/** A membership end as people read it, in the page's language. */
function dateText(ms: number, language: string): string {
  return new Date(ms).toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The end one more period would give: from the running end, or from now. */
export function endAfterPurchase(
  info: Pick<VipInfo, 'vipStatus' | 'expireDate' | 'days'>,
  now: number,
): number {
  const start = info.vipStatus === 1 && info.expireDate !== null ? info.expireDate : now;
  return start + info.days * DAY_MS;
}

/** Confirms a purchase with its price and the end it gives; the server's refusals are handled here. */
function BuyDialog({ info, onClose }: { info: VipInfo; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const money = useMoneyFormat();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const extend = info.vipStatus === 1;

  const confirm = async () => {
    setBusy(true);
    try {
      const bought = await buyVip(info.expireDate);
      queryClient.setQueryData(queryKeys.balance, bought.balance);
      queryClient.setQueryData<VipInfo>(queryKeys.vipInfo, {
        vipStatus: bought.vipStatus,
        expireDate: bought.expireDate,
        price: bought.price,
        days: bought.days,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history('bill') });
      onClose();
    } catch (error) {
      // Too little balance: the insufficient-balance dialog (Back, Recharge) with the server's words.
      if (isRetcode(error, Retcode.INSUFFICIENT_BALANCE)) {
        onClose();
        showNoCredit(error.retmsg);
        return;
      }
      // Anything else was alerted by the API client; the membership may have changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: queryKeys.vipInfo });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="vip-buy-title" maxWidth="xs">
      <DialogTitle id="vip-buy-title">{t(extend ? 'vip.extendTitle' : 'vip.buyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="vip-buy-text">
          {t('vip.confirmText', {
            count: info.days,
            price: money.total(info.price),
            date: dateText(endAfterPurchase(info, Date.now()), language),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('vip.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('vip.pay', { price: money.total(info.price) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The profile's VIP row (wetalk, spec 001 section 2): member or not, the end of the membership, and
 * Buy or Extend, which confirms the price before the balance is charged.
 */
export function VipRow() {
  const { t } = useTranslation('profile');
  const language = useUiLanguage();
  const vip = useVipInfo();
  const [buying, setBuying] = useState(false);
  const info = vip.data;
  const active = info?.vipStatus === 1;

  return (
    <Row
      label={t('vipStatus')}
      testId="profile-vip"
      action={
        info && (
          <DebouncedButton size="small" variant="outlined" onClick={() => setBuying(true)}>
            {t(active ? 'vip.extend' : 'vip.buy')}
          </DebouncedButton>
        )
      }
    >
      {!info ? (
        vip.isError ? (
          t('vip.loadError')
        ) : (
          <Skeleton width={160} />
        )
      ) : (
        <>
          {t(active ? 'vipActive' : 'vip.none')}
          {info.expireDate !== null && (
            <Typography component="span" color="text.secondary" sx={{ ml: 2 }}>
              {t(active ? 'vipExpiry' : 'vip.expired', { date: dateText(info.expireDate, language) })}
            </Typography>
          )}
        </>
      )}
      {buying && info && <BuyDialog info={info} onClose={() => setBuying(false)} />}
    </Row>
  );
}
