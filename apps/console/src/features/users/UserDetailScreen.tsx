import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConsoleUserData, formatLineNumber } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/DetailList.tsx';
import { DetailPage } from '../../components/DetailPage.tsx';
import { Section } from '../../components/Section.tsx';
import { userQuery } from '../../lib/api/queries.ts';
import { brandName, formatAmount, formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { reviewStatusKey } from './reviewStatus.ts';
import { UserActions } from './UserActions.tsx';
import { UserActivity } from './UserActivity.tsx';
import { UserStatusChip } from './UserStatusChip.tsx';

/** One user's page: who they are, their reviews, numbers, money and sessions, and what may be done. */
export function UserDetailScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation('users');
  return (
    <DetailPage query={useQuery(userQuery(accountId))} backLabel={t('detail.back')}>
      {(data) => <UserDetail data={data} />}
    </DetailPage>
  );
}

function UserDetail({ data }: { data: ConsoleUserData }) {
  const { t } = useTranslation(['users', 'common']);
  const language = useUiLanguage();
  const { user, statuses, counts } = data;
  const money = (amount: number) => formatAmount(amount, user.brand, language);

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {user.email ?? t('noEmail')}
        </Typography>
        <UserStatusChip status={user.status} />
      </Stack>
      <UserActions user={user} />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <Section title={t('detail.account')}>
          <DetailList
            items={[
              { label: t('columns.brand'), value: brandName(user.brand, language) },
              { label: t('columns.balance'), value: money(user.balance) },
              { label: t('columns.phone'), value: user.phone ? formatLineNumber(user.phone) : t('none') },
              { label: t('columns.created'), value: formatDateTime(user.createdAt, language) },
              { label: t('detail.accountId'), value: user.accountId },
            ]}
          />
        </Section>
        <Section title={t('detail.reviews')}>
          <DetailList
            items={(['profile', 'useCase', 'identity'] as const).map((subject) => ({
              label: t(`detail.subjects.${subject}`),
              value: t(`reviewStatus.${reviewStatusKey(statuses[subject])}`),
            }))}
          />
        </Section>
        <Section title={t('detail.counts')}>
          <DetailList
            items={(['messages', 'conversations', 'contacts'] as const).map((what) => ({
              label: t(`detail.countLabels.${what}`),
              value: counts[what].toLocaleString(language),
            }))}
          />
        </Section>
      </Box>
      <UserActivity data={data} />
    </>
  );
}
