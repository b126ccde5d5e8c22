import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColorSchemeChoice,
  chooseColorScheme,
  colorSchemeChoices,
  useColorSchemeChoice,
} from '../lib/colorScheme.ts';

const CHOICE_ICONS: Record<ColorSchemeChoice, typeof DarkModeOutlined> = {
  system: SettingsBrightnessOutlined,
  light: LightModeOutlined,
  dark: DarkModeOutlined,
};

/**
 * The appearance switch: an icon button showing the current choice, opening a menu of System,
 * Light and Dark. The button's name carries the current choice, so a screen reader hears it too.
 */
export function ColorSchemeSwitch({
  sx,
  placement = 'right',
}: {
  sx?: SxProps<Theme>;
  /** Where the tooltip and the menu open: beside the side bar, or below a header's button. */
  placement?: 'right' | 'bottom';
}) {
  const { t } = useTranslation();
  const choice = useColorSchemeChoice((state) => state.choice);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const Icon = CHOICE_ICONS[choice];
  const label = t('colorScheme.button', { choice: t(`colorScheme.${choice}`) });
  const beside = placement === 'right';

  return (
    <>
      <Tooltip title={label} placement={placement}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={sx}
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // Beside the side bar's foot the menu grows upwards; below a header's button, downwards.
        transformOrigin={
          beside ? { vertical: 'bottom', horizontal: 'left' } : { vertical: 'top', horizontal: 'right' }
        }
        slotProps={{ list: { 'aria-label': t('colorScheme.menu') } }}
      >
        {colorSchemeChoices.map((option) => {
          const OptionIcon = CHOICE_ICONS[option];
          const selected = option === choice;
          return (
            <MenuItem
              key={option}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => {
                chooseColorScheme(option);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`colorScheme.${option}`)}</ListItemText>
              {/* The tick repeats what aria-checked says, for the eye. */}
              <Check fontSize="small" sx={{ ml: 2, visibility: selected ? 'visible' : 'hidden' }} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
