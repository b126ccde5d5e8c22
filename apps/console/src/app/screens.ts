import DialpadIcon from '@mui/icons-material/Dialpad';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import SellIcon from '@mui/icons-material/Sell';
import type { ConsolePermission } from '@switchboard/protocol';
import type { Route } from '../lib/router.ts';

/** A screen of the navigation, and what the role must hold to see it. */
export interface NavScreen {
  route: Extract<
    Route,
    {
      name: 'reviews' | 'users' | 'audit' | 'operators' | 'payments' | 'operations' | 'numbers' | 'catalogue';
    }
  >;
  permission: ConsolePermission;
  icon: typeof PeopleIcon;
}

/** The navigation, in its order; an operator sees the entries the role permits. */
export const NAV_SCREENS: readonly NavScreen[] = [
  { route: { name: 'reviews' }, permission: 'reviews.read', icon: FactCheckIcon },
  { route: { name: 'users', q: '' }, permission: 'users.read', icon: PeopleIcon },
  { route: { name: 'numbers' }, permission: 'numbers.read', icon: DialpadIcon },
  { route: { name: 'payments', view: 'orders' }, permission: 'payments.read', icon: PaymentsIcon },
  { route: { name: 'audit' }, permission: 'audit.read', icon: HistoryIcon },
  { route: { name: 'operators' }, permission: 'operators.manage', icon: ManageAccountsIcon },
  { route: { name: 'operations' }, permission: 'operations.read', icon: MonitorHeartIcon },
  { route: { name: 'catalogue', tab: 'rates' }, permission: 'catalogue.read', icon: SellIcon },
];

/** What a screen needs; undefined for the ones every signed-in operator may open. */
export function permissionOf(route: Route): ConsolePermission | undefined {
  const name = route.name === 'user' ? 'users' : route.name === 'payment' ? 'payments' : route.name;
  return NAV_SCREENS.find((screen) => screen.route.name === name)?.permission;
}

/** The screens a set of permissions opens, in the navigation's order. */
export function permittedScreens(permissions: readonly ConsolePermission[]): NavScreen[] {
  return NAV_SCREENS.filter((screen) => permissions.includes(screen.permission));
}
