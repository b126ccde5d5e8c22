import { Suspense, useEffect, useState } from 'react';
import { Loading } from '../components/Loading.tsx';
import { loadAuthScreen } from '../features/auth/lazy.ts';
import { useCaptcha } from '../lib/captcha.ts';
import { currentDevice, isMobileDevice } from '../lib/device.ts';
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx';
import { useBrand, useRuntime } from '../lib/runtime.ts';
import { useSession } from '../lib/session.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { GlobalAlert } from './GlobalAlert.tsx';

/** The feature namespaces, fetched once alongside whichever screen comes first (again after a failure). */
let featureLocales: Promise<void> | undefined;
function loadFeatureLocales(): Promise<void> {
  featureLocales ??= import('./locales.ts').then(
    (module) => module.registerFeatureLocales(),
    (error: unknown) => {
      featureLocales = undefined;
      throw error;
    },
  );
  return featureLocales;
}

/** A lazy screen whose chunk and the feature translations are fetched in parallel, retried after a failure. */
function lazyScreen<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return lazyWithRetry(async () => {
    const [module] = await Promise.all([load(), loadFeatureLocales()]);
    return pick(module);
  });
}

const Shell = lazyScreen(
  () => import('./Shell.tsx'),
  (module) => module.Shell,
);
const FrontPage = lazyScreen(
  () => import('./FrontPage.tsx'),
  (module) => module.FrontPage,
);
const AuthScreen = lazyScreen(loadAuthScreen, (module) => module.default);
const CaptchaModal = lazyScreen(
  () => import('../components/CaptchaModal.tsx'),
  (module) => module.CaptchaModal,
);
// Only phones see this notice, so its dialog is not part of the first script.
const MobileNotice = lazyWithRetry(() => import('./MobileNotice.tsx').then((module) => module.MobileNotice));

/** Picks the page for the visitor: mobile redirect, front page, login, or the signed-in shell. */
export function App() {
  const brand = useBrand();
  const token = useSession((state) => state.token);
  const front = useRuntime((state) => state.front);
  const captchaOpen = useCaptcha((state) => state.open);
  const [mobile] = useState(() => isMobileDevice(currentDevice()));
  const redirectTo = mobile && brand.mobile.mode === 'redirect' ? brand.mobile.url : null;

  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  if (redirectTo) return <Loading />;

  let page = { name: 'shell', element: <Shell /> };
  if (front) page = { name: 'front', element: <FrontPage /> };
  else if (token === null) page = { name: 'auth', element: <AuthScreen /> };

  return (
    <>
      {/* Keyed by page, so a failure on one (e.g. its code did not download) does not outlive it. */}
      <ErrorBoundary key={page.name} place="page">
        <Suspense fallback={<Loading />}>{page.element}</Suspense>
      </ErrorBoundary>
      {captchaOpen && (
        <ErrorBoundary place="overlay">
          <Suspense fallback={null}>
            <CaptchaModal />
          </Suspense>
        </ErrorBoundary>
      )}
      {mobile && (
        <ErrorBoundary place="overlay">
          <Suspense fallback={null}>
            <MobileNotice />
          </Suspense>
        </ErrorBoundary>
      )}
      <GlobalAlert />
      <ConnectionNotice />
    </>
  );
}
