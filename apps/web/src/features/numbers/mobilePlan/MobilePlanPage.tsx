import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountInfo } from '../../../lib/api/queries.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { frameOrigin, mobilePlanFrameUrl } from './frameUrl.ts';
import { applyFrameMessage, readFrameMessage } from './messages.ts';
import { useFramePage } from './payBack.ts';

/** The mobile-plan page: the brand's plan site in a frame, talking to this page through postMessage. */
export function MobilePlanPage({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('numbers');
  const brand = useBrand();
  const language = useUiLanguage();
  const token = useSession((state) => state.token);
  const account = useAccountInfo();
  // Read once per mount: later page changes are the frame's own navigation and must not reload it.
  const page = useRef(useFramePage.getState().page).current;
  const src = useMemo(
    () => mobilePlanFrameUrl(baseUrl, { brand, language, token, account: account.data, page }),
    [baseUrl, brand, language, token, account.data, page],
  );

  useEffect(() => {
    const origin = frameOrigin(baseUrl);
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, origin);
      if (message) applyFrameMessage(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [baseUrl]);

  // Wait for phone and email so the frame loads once with them rather than reloading when they arrive.
  if (token !== null && account.isPending) return null;
  return (
    <Box
      component="iframe"
      title={t('mobilePlan.title')}
      src={src}
      data-testid="mobile-plan-frame"
      sx={{ border: 0, width: '100%', height: 'calc(100vh - 120px)', minHeight: 480 }}
    />
  );
}
