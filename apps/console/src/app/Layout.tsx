import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Operator } from '@switchboard/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { callConsole } from '../lib/api/client.ts';
import { linkTo, type Route } from '../lib/router.ts';
import { endSession } from '../lib/session.ts';
import { permittedScreens } from './screens.ts';

const DRAWER_WIDTH = 220;

/** Signs out on the server (best effort: the session ends here whatever it answers) and forgets it. */
async function signOut() {
  await callConsole('consoleLogout').catch(() => undefined);
  endSession('signedOut');
}

/**
 * The signed-in console: the top bar (who is signed in, the language switch, sign out) and the
 * navigation, showing only the screens the operator's role permits.
 */
export function Layout({
  operator,
  route,
  children,
}: {
  operator: Operator;
  route: Route;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const current = route.name === 'user' ? 'users' : route.name === 'payment' ? 'payments' : route.name;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            {t('appName')}
          </Typography>
          <Typography variant="body2" component="p" data-testid="signed-in-operator">
            {t('signedInAs', { email: operator.email, role: t(`roles.${operator.role}`) })}
          </Typography>
          <LanguageSwitch color="inverted" />
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
            {t('signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label={t('nav.label')}>
          <List>
            {permittedScreens(operator.permissions).map(({ route: target, icon: Icon }) => (
              <ListItem key={target.name} disablePadding>
                <ListItemButton
                  component="a"
                  {...linkTo(target)}
                  selected={current === target.name}
                  aria-current={current === target.name ? 'page' : undefined}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`nav.${target.name}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
