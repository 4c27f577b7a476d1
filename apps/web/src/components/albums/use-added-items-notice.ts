import type { AddedItems } from '@kinframe/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../Toasts.tsx';
import { addedItemsMessage } from './album-fill.ts';

/** Tells the person what adding to an album did: all added, only the first n, or album full. */
export function useAddedItemsNotice(): (answer: AddedItems, maxItems: number) => void {
  const { t } = useTranslation();
  const notify = useToast();
  return useCallback(
    (answer, maxItems) => {
      const message = addedItemsMessage(answer, maxItems);
      notify({ type: message.type, content: t(message.key, message.params) });
    },
    [notify, t],
  );
}
