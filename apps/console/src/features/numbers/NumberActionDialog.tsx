import { formatLineNumber } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { carrierName } from './carrierName.ts';
import { numberKeys } from './queries.ts';

/**
 * What an operator does to one number: release an owned one, end a quarantine, give a free one to a
 * user (AssignDialog), move a free one into the verification pool or take one out of it, or give a
 * free one bought from the carrier back to it.
 */
export type NumberAction = 'release' | 'restore' | 'assign' | 'poolAdd' | 'poolRemove' | 'giveBack';

const CALLS = {
  release: 'consoleNumberRelease',
  restore: 'consoleNumberRestore',
  poolAdd: 'consoleCodePoolAdd',
  poolRemove: 'consoleCodePoolRemove',
  giveBack: 'consoleCarrierReturn',
} as const;

/** Confirms one of the actions that need only a reason, which the audit log keeps. */
export function NumberActionDialog({
  action,
  number,
  carrier,
  onClose,
}: {
  action: Exclude<NumberAction, 'assign'>;
  number: string;
  /** The carrier the number was bought from, named when it is given back. */
  carrier?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('numbers');
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      title={t(`${action}.title`, {
        number: formatLineNumber(number),
        carrier: carrierName(carrier ?? ''),
      })}
      text={t(`${action}.text`)}
      confirmLabel={t(`${action}.confirm`)}
      // Neither can be taken back: the owner loses the number, or the inventory does.
      danger={action === 'release' || action === 'giveBack'}
      action={(reason) => callConsole(CALLS[action], { body: { number, reason } })}
      onDone={() => void queryClient.invalidateQueries({ queryKey: numberKeys.all })}
      onClose={onClose}
    />
  );
}
