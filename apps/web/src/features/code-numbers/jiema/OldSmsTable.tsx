import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SmsText } from './SmsText.tsx';
import { useOldSms } from './useOldSms.ts';

/** The SMS history of an old number (send time, content) with see-more. */
export function OldSmsTable({ app, number }: { app: string; number: string }) {
  const { t } = useTranslation('verification');
  const { items, loading, canSeeMore, seeMore } = useOldSms(app, number);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('old.history')}
      </Typography>
      <Table size="small" data-testid="old-sms-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 180 }}>{t('old.sendTime')}</TableCell>
            <TableCell>{t('old.content')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((sms) => (
            <TableRow key={sms.smsId} data-testid="old-sms-row">
              <TableCell>{new Date(sms.date).toLocaleString()}</TableCell>
              <TableCell>
                <SmsText text={sms.text} code={sms.code} />
              </TableCell>
            </TableRow>
          ))}
          {items.length === 0 && !loading ? (
            <TableRow>
              <TableCell colSpan={2}>{t('old.noSms')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {canSeeMore ? (
        <Button size="small" onClick={seeMore} disabled={loading} data-testid="see-more">
          {t('old.seeMore')}
        </Button>
      ) : null}
    </>
  );
}
