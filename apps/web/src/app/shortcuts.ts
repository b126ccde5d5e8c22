import { isComposerInput } from '../features/chats/index.ts';

/** What a key press outside a text field can ask for. */
export type Shortcut =
  | 'nextConversation'
  | 'previousConversation'
  | 'focusComposer'
  | 'newMessage'
  | 'leaveComposer'
  | 'search'
  | 'help';

/** Keys named in the catalogue (`shortcuts.key.*`); any other key cap is shown as typed. */
const NAMED_KEYS = ['ctrl', 'alt', 'shift', 'enter', 'esc', 'up', 'down'] as const;
type NamedKey = (typeof NAMED_KEYS)[number];
export type KeyCap = NamedKey | 'R' | 'N' | 'K' | '?';

export function isNamedKey(key: KeyCap): key is NamedKey {
  return (NAMED_KEYS as readonly string[]).includes(key);
}

/** One line of the help dialog: what it does (`shortcuts.action.*`), its keys, and whether it is a chats one. */
interface ShortcutHelp {
  action:
    | 'nextConversation'
    | 'previousConversation'
    | 'focusComposer'
    | 'send'
    | 'newLine'
    | 'newMessage'
    | 'escape'
    | 'search'
    | 'help';
  keys: readonly KeyCap[];
  chats: boolean;
}

/** Every shortcut, in the order the help dialog lists them (Enter and Shift+Enter are the message box's own). */
export const SHORTCUT_HELP: readonly ShortcutHelp[] = [
  { action: 'nextConversation', keys: ['alt', 'down'], chats: true },
  { action: 'previousConversation', keys: ['alt', 'up'], chats: true },
  { action: 'focusComposer', keys: ['R'], chats: true },
  { action: 'send', keys: ['enter'], chats: true },
  { action: 'newLine', keys: ['shift', 'enter'], chats: true },
  { action: 'newMessage', keys: ['N'], chats: true },
  { action: 'search', keys: ['ctrl', 'K'], chats: true },
  { action: 'escape', keys: ['esc'], chats: false },
  { action: 'help', keys: ['?'], chats: false },
];

/** Where typed keys are text (or pick a choice): fields, selects, editable content, and widgets in their roles. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.getAttribute('contenteditable') === 'true') return true;
  if (target.matches('[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]'))
    return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Inside an open dialog, menu or popover: keys there belong to it (MUI closes it on Escape). */
function isInsideOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], .MuiModal-root') !== null
  );
}

/**
 * The shortcut a key press asks for, or null. Nothing fires while an input method composes (Chinese
 * pinyin picks candidates with these keys), while the user types in a field (but Escape in the
 * message box), inside a dialog or menu, or with Ctrl or Cmd held: those combinations are the browser's.
 */
export function shortcutFor(event: KeyboardEvent): Shortcut | null {
  // 229 is what browsers report for keys an input method takes, isComposing or not.
  if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return null;
  // Ctrl+K (Cmd+K on a Mac) opens the search from anywhere, the message box included, but not over a dialog.
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k')
    return isInsideOverlay(event.target) ? null : 'search';
  if (event.key === 'Escape') return isComposerInput(event.target) ? 'leaveComposer' : null;
  if (isTextEntry(event.target) || isInsideOverlay(event.target)) return null;
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey) {
    if (event.shiftKey) return null;
    if (event.key === 'ArrowDown') return 'nextConversation';
    if (event.key === 'ArrowUp') return 'previousConversation';
    return null;
  }
  if (event.key === '?') return 'help';
  if (event.shiftKey || event.repeat) return null;
  // Lower-cased so Caps Lock does not turn the shortcuts off.
  switch (event.key.toLowerCase()) {
    case 'r':
      return 'focusComposer';
    case 'n':
      return 'newMessage';
    default:
      return null;
  }
}
