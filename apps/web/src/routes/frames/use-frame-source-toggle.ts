import type { FrameSourceId, Frames } from '@kinframe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assignToFrame, unassignFromFrame } from '../../api/calls.ts';
import { frameKeys } from '../../api/frames.ts';
import { useToast } from '../../components/Toasts.tsx';
import { withFrame, withSource } from './frame-sources.ts';

interface SourceToggle {
  frameId: number;
  sourceId: FrameSourceId;
  isShown: boolean;
}

const SOURCE_MUTATION = [...frameKeys.all, 'source'] as const;

/**
 * Toggling on assigns the album, toggling off unassigns it (spec section 4). The switch moves at
 * once; a refusal moves back only that one switch (others may be on their way too) and says so
 * in the spec's words. When the last toggle settles, the list is asked again for the truth.
 */
export function useFrameSourceToggle(): (toggle: SourceToggle) => void {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const setSource = ({ frameId, sourceId, isShown }: SourceToggle) =>
    queryClient.setQueryData<Frames>(frameKeys.list, (list) =>
      list ? withFrame(list, frameId, (frame) => withSource(frame, sourceId, isShown)) : list,
    );
  const mutation = useMutation({
    mutationKey: SOURCE_MUTATION,
    mutationFn: ({ frameId, sourceId, isShown }: SourceToggle) =>
      isShown ? assignToFrame(frameId, sourceId) : unassignFromFrame(frameId, sourceId),
    onMutate: async (toggle) => {
      // A refresh on its way would bring back the switch as it was.
      await queryClient.cancelQueries({ queryKey: frameKeys.list });
      setSource(toggle);
    },
    onError: (_error, toggle) => {
      setSource({ ...toggle, isShown: !toggle.isShown });
      notify({
        type: 'error',
        content: t(toggle.isShown ? 'errors.frame_assign_failed' : 'errors.frame_unassign_failed'),
      });
    },
    onSettled: () => {
      // This toggle still counts as running here: 1 means no other is.
      if (queryClient.isMutating({ mutationKey: SOURCE_MUTATION }) === 1) {
        void queryClient.invalidateQueries({ queryKey: frameKeys.list });
      }
    },
  });
  return (toggle) => mutation.mutate(toggle);
}
