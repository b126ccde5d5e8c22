import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { goToTab } from '../../lib/navigation.ts';
import { openUnlockBonus } from '../invite/index.ts';
import type { AccountSection } from './sections.ts';

/**
 * The account tab's left navigation. Redeem code looks disabled without a verified phone and then
 * opens the unlock-bonus dialog instead (it stays clickable, which a disabled button would not be).
 */
export function AccountNav({
  sections,
  current,
  redeemLocked,
  onLogout,
}: {
  sections: AccountSection[];
  current: AccountSection;
  redeemLocked: boolean;
  /** Absent on the front page, where nobody is signed in. */
  onLogout?: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <List component="div" disablePadding>
      {sections.map((item) => {
        const locked = item === 'redeem' && redeemLocked;
        return (
          <ListItemButton
            key={item}
            selected={item === current}
            aria-current={item === current ? 'page' : undefined}
            aria-disabled={locked || undefined}
            data-section={item}
            sx={locked ? { opacity: 0.45 } : undefined}
            onClick={() => (locked ? openUnlockBonus() : goToTab('account', item))}
          >
            <ListItemText primary={t(`nav.${item}`)} />
          </ListItemButton>
        );
      })}
      {onLogout && (
        <>
          <Divider sx={{ my: 1 }} />
          <ListItemButton onClick={onLogout}>
            <ListItemText primary={t('nav.logout')} slotProps={{ primary: { color: 'error' } }} />
          </ListItemButton>
        </>
      )}
    </List>
  );
}
