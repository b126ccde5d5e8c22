import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading } from '../components/Loading.tsx';
import { useCaptcha } from '../lib/captcha.ts';
import { currentDevice, isMobileDevice } from '../lib/device.ts';
import { useBrand, useRuntime } from '../lib/runtime.ts';
import { useSession } from '../lib/session.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { GlobalAlert } from './GlobalAlert.tsx';
import { MobileNotice } from './MobileNotice.tsx';

const Shell = lazy(() => import('./Shell.tsx').then((module) => ({ default: module.Shell })));
const FrontPage = lazy(() => import('./FrontPage.tsx').then((module) => ({ default: module.FrontPage })));
const AuthScreen = lazy(() => import('../features/auth/AuthScreen.tsx'));
const CaptchaModal = lazy(() => import('../features/auth/CaptchaModal.tsx'));

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
      {mobile && <MobileNotice />}
      <GlobalAlert />
      <ConnectionNotice />
    </>
  );
}
