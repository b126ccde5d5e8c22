import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useChats } from '../../state/chatStore.ts';
import { useCompose } from '../state/composeStore.ts';
import { resolveTarget, type SendTarget } from './target.ts';

/** The composer's current target (re-computed only when its inputs change), or null. */
export function useSendTarget(): SendTarget | null {
  const inputs = useChats(
    useShallow((state) => ({
      composingNew: state.composingNew,
      selectedKey: state.selectedKey,
      conversations: state.conversations,
      partner: state.partner,
      ownNumbers: state.ownNumbers,
    })),
  );
  const from = useCompose((state) => state.from);
  return useMemo(() => resolveTarget(inputs, from), [inputs, from]);
}
