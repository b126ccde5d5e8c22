import Chip from '@mui/material/Chip';
import type { UserRow } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', suspended: 'warning', deleted: 'default' } as const;

/** An account's lifecycle (active, suspended, deleted) as a coloured label. */
export function UserStatusChip({ status }: { status: UserRow['status'] }) {
  const { t } = useTranslation('users');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
