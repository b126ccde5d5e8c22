import { useEffect } from 'react';
import { GatePrompt } from './gate/GatePrompt.tsx';
import { startProfileGate } from './gate/profileGate.ts';
import { IdentityDialog } from './identity/IdentityDialog.tsx';
import { ProfileStatusModal } from './ProfileStatusModal.tsx';
import { UpdateProfileModal } from './UpdateProfileModal.tsx';

/**
 * The profile dialogs (update modal, status modal, gate prompts, identity upload) and the API
 * client's 100023 hook; mounted once by the signed-in shell so any call on any tab can run the gate.
 */
export function ProfileDialogsHost() {
  useEffect(() => startProfileGate(), []);
  return (
    <>
      <UpdateProfileModal />
      <ProfileStatusModal />
      <GatePrompt />
      <IdentityDialog />
    </>
  );
}
