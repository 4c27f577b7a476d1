/** What a key does in the viewer: one table, read by the keyboard handler and its tests. */
export type ViewerCommand = 'previous' | 'next' | 'favourite' | 'info' | 'delete' | 'zoomIn' | 'zoomOut';

const KEYS: Record<string, ViewerCommand> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  f: 'favourite',
  F: 'favourite',
  i: 'info',
  I: 'info',
  Delete: 'delete',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
};

/** Where typed keys belong to the field: the caption, the tag input. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable
  );
}

/**
 * The viewer's command for a key press, or null: none while typing in a field, none with a
 * modifier (the browser's own shortcuts stay), and the arrows stay with a focused video (seeking).
 */
export function viewerCommandFor(event: {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): ViewerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingIn(event.target)) return null;
  const command = KEYS[event.key] ?? null;
  if ((command === 'previous' || command === 'next') && event.target instanceof HTMLMediaElement) return null;
  return command;
}
