import Box from '@mui/material/Box';
import type { ClipboardEvent, DragEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPOSER_INPUT_ID } from '../state/keyboard.ts';
import { insertPlainText, saveCaret } from './lib/editable.ts';
import { filesOf } from './lib/image.ts';

/** True while an input method (e.g. Chinese pinyin) is composing: Enter then picks a candidate. */
function composing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * The message box: contentEditable so emoji and line breaks show as typed. Enter sends, Shift+Enter
 * adds a line; pasted or dropped files go to `onFiles` (pictures), other content in as plain text.
 */
export function ComposerInput({
  boxRef,
  editable,
  empty,
  onChange,
  onSubmit,
  onFocus,
  onFiles,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  editable: boolean;
  empty: boolean;
  onChange: () => void;
  onSubmit: () => void;
  onFocus: () => void;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('compose');
  const insert = (text: string) => {
    if (boxRef.current) insertPlainText(boxRef.current, text);
    onChange();
  };
  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      {empty && (
        // The hint in secondary text: the disabled grey reads at 2.7:1.
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: 16, top: 9, color: 'text.secondary', pointerEvents: 'none' }}
        >
          {t('input.placeholder')}
        </Box>
      )}
      <Box
        ref={boxRef}
        id={COMPOSER_INPUT_ID}
        role="textbox"
        aria-multiline="true"
        aria-label={t('input.label')}
        aria-disabled={!editable}
        data-testid="composer-input"
        contentEditable={editable}
        suppressContentEditableWarning
        onInput={onChange}
        onFocus={onFocus}
        onBlur={() => boxRef.current && saveCaret(boxRef.current)}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key !== 'Enter' || event.shiftKey || composing(event)) return;
          event.preventDefault();
          onSubmit();
        }}
        onPaste={(event: ClipboardEvent<HTMLDivElement>) => {
          event.preventDefault();
          const files = filesOf(event.clipboardData);
          if (files.length > 0) onFiles(files);
          else insert(event.clipboardData.getData('text/plain'));
        }}
        onDrop={(event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          // The composer's own drop handler must not send the same files again.
          event.stopPropagation();
          const files = filesOf(event.dataTransfer);
          if (files.length > 0) onFiles(files);
          else insert(event.dataTransfer.getData('text/plain'));
        }}
        sx={{
          minHeight: 40,
          maxHeight: 160,
          overflowY: 'auto',
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 5,
          bgcolor: editable ? 'background.paper' : 'action.disabledBackground',
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          cursor: editable ? 'text' : 'default',
          '&:focus': { borderColor: 'primary.main' },
          // A ring as well: a 1 px change of border colour alone is hard to see.
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      />
    </Box>
  );
}
