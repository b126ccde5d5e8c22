import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatPhone, type VirtualPhone, type VirtualPhoneListData } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../../lib/money.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { useCycleName } from '../new/PlanPicker.tsx';
import { paymentDay } from './filter.ts';

/** Props of the subscription details dialog. */
export interface SubscriptionDetailsProps {
  /** The number shown; null when closed. */
  number: VirtualPhone | null;
  /** The list answer: forwarding and voicemail apply to all the account's numbers. */
  data: Pick<VirtualPhoneListData, 'forwardStatus' | 'voicemailStatus'>;
  onClose(): void;
}

/**
 * A number's subscription (spec 001 section 3): number, caller ID (the number itself: calls from it
 * show it), status, forwarding, voicemail, do-not-disturb (the service has no such setting, so it is
 * off), next payment date, cost per cycle, plan and billing cycle.
 */
export function SubscriptionDetails({ number, data, onClose }: SubscriptionDetailsProps) {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const language = useUiLanguage();
  const cycleName = useCycleName();
  if (number === null) return null;
  const sub = number.subscription ?? null;
  const shown = formatPhone(number.telCode, number.phone);
  const onOff = (on: boolean) => (on ? t('details.on') : t('details.off'));
  const none = t('details.none');
  const status =
    sub?.status === 'grace'
      ? `${t('details.grace')} (${t('manage.graceText', {
          amount: formatTotal(sub.renewalAmount, brand, language),
          date: paymentDay(sub.lapsesAt),
        })})`
      : t('details.normal');
  const rows: [string, string, string][] = [
    ['number', t('details.number'), shown],
    ['callerId', t('details.callerId'), shown],
    ['status', t('details.status'), status],
    ['forwarding', t('details.forwarding'), onOff(data.forwardStatus === 1)],
    ['voicemail', t('details.voicemail'), onOff(data.voicemailStatus === 1)],
    ['doNotDisturb', t('details.doNotDisturb'), onOff(false)],
    ['nextPayment', t('details.nextPayment'), paymentDay(number.paymentDate) || none],
    [
      'cost',
      t('details.cost'),
      sub
        ? t('details.costValue', {
            amount: formatTotal(sub.planRent, brand, language),
            cycle: cycleName(sub.planRentPeriod),
          })
        : none,
    ],
    ['plan', t('details.plan'), sub?.planName || none],
    ['billingCycle', t('details.billingCycle'), sub ? cycleName(sub.planRentPeriod) : none],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="subscription-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="subscription-details-title">{t('details.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="subscription-details-title">
          <TableBody>
            {rows.map(([key, label, value]) => (
              <TableRow key={key} data-testid={`details-${key}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
