import { useCallback, useEffect, useRef } from 'react';

/**
 * A panel whose content moves through stages (choose, send, follow, sum up): when the stage changes
 * under the person, the new stage's first line takes focus, so a screen reader and the keyboard
 * carry on from there. Not when the person is elsewhere on the page: focus is not pulled away.
 */
export function useStageFocus(stage: string) {
  const root = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);

  const previousStage = useRef(stage);
  useEffect(() => {
    if (previousStage.current === stage) return;
    previousStage.current = stage;
    const active = document.activeElement;
    const isFocusHere = !active || active.contains(root.current) || root.current?.contains(active);
    if (isFocusHere) focusTarget.current?.focus();
  }, [stage]);

  return { root, setFocusTarget };
}
