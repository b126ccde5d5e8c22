import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Operator } from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../components/QueryFailure.tsx';
import { meQuery } from '../lib/api/queries.ts';
import { linkTo, navigate, pathOf, type Route, useRoute } from '../lib/router.ts';
import { useSession } from '../lib/session.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Layout } from './Layout.tsx';
import {
  AuditScreen,
  CatalogueScreen,
  NumbersScreen,
  OperationsScreen,
  OperatorsScreen,
  PaymentDetailScreen,
  PaymentsScreen,
  ReviewQueueScreen,
  SetupScreen,
  SignInScreen,
  UserDetailScreen,
  UserSearchScreen,
} from './lazyScreens.ts';
import { permissionOf, permittedScreens } from './screens.ts';

/**
 * What one operator's session read never shows in the next one: when the session ends (signed out
 * or expired), the cached server data goes with it.
 */
function useForgetDataWhenSignedOut() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (state.token === null && previous.token !== null) queryClient.clear();
      }),
    [queryClient],
  );
}

/** Sends the browser elsewhere once, after rendering (a redirect is never part of a render). */
function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

/** To the sign-in screen, remembering the screen asked for so signing in returns to it. */
function ToSignIn({ returnTo }: { returnTo: string | null }) {
  useEffect(() => {
    useSession.setState({ returnTo });
    navigate(pathOf({ name: 'signIn' }), { replace: true });
  }, [returnTo]);
  return null;
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>{children}</Box>;
}

/**
 * The console: sign-in and setup for anyone; every other screen once the operator is known, inside
 * the layout, and only where the role permits it.
 */
export function App() {
  useForgetDataWhenSignedOut();
  const route = useRoute();
  const token = useSession((state) => state.token);
  let page: ReactNode;
  if (route.name === 'setup') page = <SetupScreen token={route.token} />;
  else if (route.name === 'signIn')
    page = token === null ? <SignInScreen /> : <Redirect to={pathOf({ name: 'home' })} />;
  else if (token === null) page = <ToSignIn returnTo={route.name === 'home' ? null : pathOf(route)} />;
  else page = <SignedIn token={token} route={route} />;
  return <Suspense fallback={<Loading />}>{page}</Suspense>;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <CircularProgress aria-label={t('loading')} />
    </Centered>
  );
}

function SignedIn({ token, route }: { token: string; route: Route }) {
  const { t } = useTranslation();
  const me = useQuery(meQuery(token));
  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <Centered>
        <QueryFailure query={me} />
      </Centered>
    );
  }
  const { operator } = me.data;
  return (
    <Layout operator={operator} route={route}>
      {/* Keyed by the screen (not its filters): opening another screen starts afresh after a failure. */}
      <ErrorBoundary place="screen" key={route.name}>
        <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
          <Screen operator={operator} route={route} />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}

function Screen({ operator, route }: { operator: Operator; route: Route }) {
  const { t } = useTranslation();
  const needed = permissionOf(route);
  if (needed && !operator.permissions.includes(needed)) {
    return <Alert severity="warning">{t('notPermitted')}</Alert>;
  }
  switch (route.name) {
    case 'home': {
      const [first] = permittedScreens(operator.permissions);
      return first ? <Redirect to={pathOf(first.route)} /> : <Alert severity="info">{t('noScreens')}</Alert>;
    }
    case 'reviews':
      return <ReviewQueueScreen />;
    case 'users':
      return <UserSearchScreen q={route.q} brand={route.brand} />;
    case 'user':
      return <UserDetailScreen key={route.id} accountId={route.id} />;
    case 'audit':
      return <AuditScreen />;
    case 'numbers':
      return <NumbersScreen view={route.view ?? 'inventory'} />;
    case 'operators':
      return <OperatorsScreen />;
    case 'operations':
      return <OperationsScreen />;
    case 'catalogue':
      return <CatalogueScreen tab={route.tab} />;
    case 'payments':
      return <PaymentsScreen view={route.view} />;
    case 'payment':
      return <PaymentDetailScreen key={route.id} orderId={route.id} />;
    default:
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('notFound')}</Alert>
          <Link {...linkTo({ name: 'home' })}>{t('toStart')}</Link>
        </Stack>
      );
  }
}
