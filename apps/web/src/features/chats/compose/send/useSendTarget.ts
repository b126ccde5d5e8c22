import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useChats } from '../../state/chatStore.ts';
import { useConversation, useOwnNumbers } from '../../sync/useChatsData.ts';
import { useCompose } from '../state/composeStore.ts';
import { resolveTarget, type SendTarget } from './target.ts';

/** The composer's current target (re-computed only when its inputs change), or null. */
export function useSendTarget(): SendTarget | null {
  const screen = useChats(
    useShallow((state) => ({
      composingNew: state.composingNew,
      selectedKey: state.selectedKey,
      partner: state.partner,
    })),
  );
  const conversation = useConversation(screen.selectedKey);
  const { ownNumbers } = useOwnNumbers();
  const from = useCompose((state) => state.from);
  return useMemo(
    () => resolveTarget({ ...screen, conversation, ownNumbers }, from),
    [screen, conversation, ownNumbers, from],
  );
}
