/** Public API of the profile feature: the profile tab and its dialogs' host. */
export { ProfileDialogsHost } from './ProfileDialogsHost.tsx';
export { ProfileTab } from './ProfileTab.tsx';
