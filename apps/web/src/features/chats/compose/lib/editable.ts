/** DOM helpers for the contentEditable input: plain-text insertion at the caret, and the caret itself. */

let savedRange: Range | null = null;

/** Remembers where the caret is in the box (before focus moves to the emoji picker). */
export function saveCaret(box: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  if (box.contains(range.commonAncestorContainer)) savedRange = range.cloneRange();
}

function endOf(box: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(box);
  range.collapse(false);
  return range;
}

/**
 * Focuses the box with the caret where the user left it: the live caret when the box already has
 * focus (typing, pasting), else the caret saved on blur, else the end of the text.
 */
function placeCaret(box: HTMLElement): Selection | null {
  const selection = window.getSelection();
  if (!selection) return null;
  const hadFocus = document.activeElement === box;
  if (hadFocus && selection.rangeCount > 0 && box.contains(selection.getRangeAt(0).commonAncestorContainer)) {
    return selection;
  }
  box.focus();
  const saved = savedRange && box.contains(savedRange.commonAncestorContainer) ? savedRange : null;
  selection.removeAllRanges();
  selection.addRange(saved ?? endOf(box));
  return selection;
}

/** Focuses the box with the caret where the user left it (a keyboard shortcut moving focus there). */
export function focusAtCaret(box: HTMLElement): void {
  placeCaret(box);
}

/**
 * Inserts text (never markup) at the caret, or at the end when the caret is elsewhere. Uses the
 * browser's insertText command so undo works, and falls back to editing the range by hand.
 */
export function insertPlainText(box: HTMLElement, text: string): void {
  const selection = placeCaret(box);
  if (text === '') return;
  const done = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (done) return;
  if (!selection || selection.rangeCount === 0) {
    box.append(document.createTextNode(text));
    return;
  }
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const lines = text.split('\n');
  const fragment = document.createDocumentFragment();
  lines.forEach((line, index) => {
    if (index > 0) fragment.append(document.createElement('br'));
    if (line !== '') fragment.append(document.createTextNode(line));
  });
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts a draft in the box as its only content, without moving focus or the caret there. */
export function fillBox(box: HTMLElement, text: string): void {
  const nodes = text.split('\n').flatMap((line, index) => {
    const parts: Node[] = index > 0 ? [document.createElement('br')] : [];
    if (line !== '') parts.push(document.createTextNode(line));
    return parts;
  });
  box.replaceChildren(...nodes);
  savedRange = null;
}

/** Empties the box after a send. */
export function clearBox(box: HTMLElement): void {
  box.replaceChildren();
  savedRange = null;
}
