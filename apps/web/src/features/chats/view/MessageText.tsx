import Link from '@mui/material/Link';
import type { BrandConfig, TabId } from '@switchboard/protocol';
import { Fragment } from 'react';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand } from '../../../lib/runtime.ts';
import { type HighlightAction, parseMessageText } from '../text/messageText.ts';

/** The tab an in-app action opens: numbers for numberManage (when the brand has it), else account. */
export function actionTab(action: HighlightAction, brand: BrandConfig): TabId {
  if (action === 'numberManage' && brand.tabs.includes('numbers')) return 'numbers';
  return 'account';
}

/** A message's text with highlighted actions and web addresses as links; never rendered as HTML. */
export function MessageText({
  text,
  highlightTarget,
  highlightText,
  inverse,
}: {
  text: string;
  highlightTarget?: string;
  highlightText?: string;
  inverse?: boolean;
}) {
  const brand = useBrand();
  const segments = parseMessageText(text, highlightTarget, highlightText);
  const linkSx = {
    color: inverse ? 'inherit' : 'primary.main',
    fontWeight: 600,
    wordBreak: 'break-all',
  } as const;
  return (
    <>
      {segments.map((segment, index) => {
        const key = `${index}-${segment.kind}`;
        if (segment.kind === 'link') {
          return (
            <Link key={key} href={segment.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
              {segment.text}
            </Link>
          );
        }
        if (segment.kind === 'action') {
          return (
            <Link
              key={key}
              component="button"
              type="button"
              data-action={segment.action}
              onClick={() => goToTab(actionTab(segment.action, brand))}
              sx={{ ...linkSx, font: 'inherit', verticalAlign: 'baseline' }}
            >
              {segment.text}
            </Link>
          );
        }
        return <Fragment key={key}>{segment.text}</Fragment>;
      })}
    </>
  );
}
