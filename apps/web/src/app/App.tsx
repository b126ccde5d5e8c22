import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading } from '../components/Loading.tsx';
import { useCaptcha } from '../lib/captcha.ts';
import { currentDevice, isMobileDevice } from '../lib/device.ts';
import { useBrand, useRuntime } from '../lib/runtime.ts';
import { useSession } from '../lib/session.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { GlobalAlert } from './GlobalAlert.tsx';

/** The feature namespaces, fetched once alongside whichever screen comes first. */
let featureLocales: Promise<void> | undefined;
function loadFeatureLocales(): Promise<void> {
  featureLocales ??= import('./locales.ts').then((module) => module.registerFeatureLocales());
  return featureLocales;
}

/** A lazy screen whose chunk and the feature translations are fetched in parallel. */
function lazyScreen<T>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadFeatureLocales()]);
    return { default: pick(module) };
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
const AuthScreen = lazyScreen(
  () => import('../features/auth/AuthScreen.tsx'),
  (module) => module.default,
);
const CaptchaModal = lazyScreen(
  () => import('../features/auth/CaptchaModal.tsx'),
  (module) => module.default,
);
// Only phones see this notice, so its dialog is not part of the first script.
const MobileNotice = lazy(() =>
  import('./MobileNotice.tsx').then((module) => ({ default: module.MobileNotice })),
);

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

  let page = <Shell />;
  if (front) page = <FrontPage />;
  else if (token === null) page = <AuthScreen />;

  return (
    <>
      <Suspense fallback={<Loading />}>{page}</Suspense>
      {captchaOpen && (
        <Suspense fallback={null}>
          <CaptchaModal />
        </Suspense>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <MobileNotice />
        </Suspense>
      )}
      <GlobalAlert />
      <ConnectionNotice />
    </>
  );
}
