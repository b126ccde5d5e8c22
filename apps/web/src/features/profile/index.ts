/** Public API of the profile feature: the profile tab, its dialogs' host and the 100023 gate. */
export { openUpdateProfile } from './dialogs.ts';
export { runProfileGate } from './gate/profileGate.ts';
export { ProfileDialogsHost } from './ProfileDialogsHost.tsx';
export { ProfileTab } from './ProfileTab.tsx';
