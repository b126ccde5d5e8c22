import Chip from '@mui/material/Chip';
import type { InventoryState } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';

const COLORS = {
  available: 'success',
  assigned: 'primary',
  grace: 'warning',
  quarantined: 'error',
  released: 'default',
  codePool: 'secondary',
} as const satisfies Record<InventoryState, string>;

/** Where a number stands, in the operator's language. */
export function StateChip({ state }: { state: InventoryState }) {
  const { t } = useTranslation('numbers');
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`state.${state}`)} />;
}
