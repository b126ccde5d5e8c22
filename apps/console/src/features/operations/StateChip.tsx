import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Chip from '@mui/material/Chip';
import type { OperationsState } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';

const LOOK = {
  ok: { color: 'success', icon: <CheckCircleIcon /> },
  slow: { color: 'warning', icon: <WarningIcon /> },
  down: { color: 'error', icon: <ErrorIcon /> },
} as const;

/** A state in a word, a colour and an icon, so it reads without telling colours apart. */
export function StateChip({ state }: { state: OperationsState }) {
  const { t } = useTranslation('operations');
  const { color, icon } = LOOK[state];
  return <Chip size="small" variant="outlined" color={color} icon={icon} label={t(`state.${state}`)} />;
}
