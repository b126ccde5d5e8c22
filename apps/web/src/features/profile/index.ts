/** Public API of the profile feature: the profile tab, its dialogs' host, the update modal and the review's tone. */

export { openUpdateProfile } from './dialogs.ts';
export { ProfileDialogsHost } from './ProfileDialogsHost.tsx';
export { ProfileTab } from './ProfileTab.tsx';
export { profileTone } from './status.ts';
