import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { goToTab } from '../../lib/navigation.ts';
import { closeNumbersMode, type NumbersSection } from './state.ts';

/** The numbers area's side tabs plus the New number button. */
export function NumbersNav({
  sections,
  current,
  onNewNumber,
}: {
  sections: NumbersSection[];
  /** The highlighted tab; null while a flow (new number, plan change) fills the pane. */
  current: NumbersSection | null;
  onNewNumber: () => void;
}) {
  const { t } = useTranslation('numbers');
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNewNumber} sx={{ mx: 2, mb: 1 }}>
        {t('nav.newNumber')}
      </Button>
      <List component="div" disablePadding>
        {sections.map((item) => (
          <ListItemButton
            key={item}
            selected={item === current}
            aria-current={item === current ? 'page' : undefined}
            data-section={item}
            onClick={() => {
              closeNumbersMode();
              goToTab('numbers', item);
            }}
          >
            <ListItemText primary={t(`nav.${item}`)} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
