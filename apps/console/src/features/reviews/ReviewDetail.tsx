import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConsoleCallData, formatLineNumber, type ReviewItem } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { keys } from '../../lib/api/queries.ts';
import { brandName, formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { IdentityImages } from './IdentityImages.tsx';
import { reviewKey } from './reviewKey.ts';

type Decision = 'approve' | 'refuse';
type Queue = ConsoleCallData<'consoleReviews'>;

/** One queue item: what the user submitted, the identity images, and the decision. */
export function ReviewDetail({
  item,
  onDecided,
}: {
  item: ReviewItem;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('reviews');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const mayDecide = useMay('reviews.decide');
  const maySeeImages = useMay('identity.images');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const subject = t(`subjects.${item.kind}`);
  const headingId = useId();

  const decide = (decision: Decision, reason: string) =>
    callConsole('consoleReviewDecide', {
      body: { kind: item.kind, accountId: item.accountId, number: item.number, decision, reason },
    });

  /** The item leaves every cached queue at once; the queues are then read again from the server. */
  const leaveQueue = (decision: Decision) => {
    const key = reviewKey(item);
    queryClient.setQueriesData<Queue>(
      { queryKey: keys.reviews },
      (queue) => queue && { reviews: queue.reviews.filter((other) => reviewKey(other) !== key) },
    );
    void queryClient.invalidateQueries({ queryKey: keys.reviews });
    onDecided(
      t(decision === 'approve' ? 'decided.approved' : 'decided.refused', { subject, email: item.email }),
    );
  };

  const facts = [
    { label: t('columns.kind'), value: t(`kinds.${item.kind}`) },
    { label: t('columns.brand'), value: brandName(item.brand, language) },
    { label: t('columns.email'), value: item.email },
    { label: t('columns.submitted'), value: formatDateTime(item.submittedAt, language) },
    ...(item.number ? [{ label: t('columns.number'), value: formatLineNumber(item.number) }] : []),
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('detailTitle', { kind: t(`kinds.${item.kind}`), email: item.email })}
        </Typography>
        <DetailList items={facts} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('submitted')}
        </Typography>
        {item.details.length > 0 ? (
          <DetailList items={item.details} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('noDetails')}</Typography>
        )}
        {item.images.length > 0 &&
          (maySeeImages ? (
            <IdentityImages ids={item.images} email={item.email} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('imagesHidden')}</Typography>
          ))}
        {mayDecide && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
              {t('approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeciding('refuse')}>
              {t('refuse')}
            </Button>
          </Stack>
        )}
      </Stack>
      {deciding === 'approve' && (
        <ReasonDialog
          title={t('dialog.approveTitle', { subject, email: item.email })}
          reasonLabel={t('dialog.approveNote')}
          reasonRequired={false}
          confirmLabel={t('approve')}
          action={(reason) => decide('approve', reason)}
          onDone={() => leaveQueue('approve')}
          onClose={() => setDeciding(null)}
        />
      )}
      {deciding === 'refuse' && (
        <ReasonDialog
          title={t('dialog.refuseTitle', { subject, email: item.email })}
          text={t('dialog.refuseText')}
          reasonLabel={t('dialog.refuseReason')}
          confirmLabel={t('refuse')}
          danger
          action={(reason) => decide('refuse', reason)}
          onDone={() => leaveQueue('refuse')}
          onClose={() => setDeciding(null)}
        />
      )}
    </Paper>
  );
}
