import type { OperatorRow } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { keys } from '../../lib/api/queries.ts';

/** Disabling ends the operator's sessions at once; enabling lets them sign in again. */
export type OperatorStatusAction = 'disable' | 'enable';

const CALLS = { disable: 'consoleOperatorDisable', enable: 'consoleOperatorEnable' } as const;

/** Disables or enables an operator, with the reason the audit log keeps. */
export function OperatorStatusDialog({
  action,
  row,
  onClose,
}: {
  action: OperatorStatusAction;
  row: OperatorRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      title={t(`${action}.title`, { email: row.email })}
      text={t(`${action}.text`)}
      confirmLabel={t(`${action}.confirm`)}
      danger={action === 'disable'}
      action={(reason) => callConsole(CALLS[action], { body: { operatorId: row.id, reason } })}
      onDone={() => void queryClient.invalidateQueries({ queryKey: keys.operators })}
      onClose={onClose}
    />
  );
}
