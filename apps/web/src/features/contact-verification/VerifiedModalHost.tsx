import { useEffect } from 'react';
import { onRetcodeReaction } from '../../lib/api/reactions.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import { showSlider } from './sliderStore.ts';
import { VerifiedModal } from './VerifiedModal.tsx';
import { openVerifiedModal, useVerifiedModal } from './verifiedStore.ts';

/**
 * Mounted once in the signed-in shell: renders the verified modal when a mode is open and the slider
 * popup, and takes over the catalogue reactions 100025 (verified modal in update mode) and 100028
 * (reset and show the slider; the code request waiting on it re-sends with the token).
 */
export function VerifiedModalHost() {
  const { mode, session } = useVerifiedModal();

  useEffect(() => {
    const offVerified = onRetcodeReaction('verifiedModal', () => openVerifiedModal('update'));
    const offSlider = onRetcodeReaction('sliderCaptcha', () => showSlider());
    return () => {
      offVerified();
      offSlider();
    };
  }, []);

  return (
    <>
      {mode && <VerifiedModal key={session} mode={mode} />}
      <SliderCaptcha />
    </>
  );
}
