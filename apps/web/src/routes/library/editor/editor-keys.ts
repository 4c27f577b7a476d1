/** What a key does in the editor: undo, redo, or (held) compare with the original. */
export type EditorCommand = 'undo' | 'redo' | 'compare';

export function editorCommandFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): EditorCommand | null {
  const isCommand = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (isCommand && !event.altKey && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (event.ctrlKey && !event.metaKey && key === 'y') return 'redo';
  if (!isCommand && !event.altKey && event.key === '\\') return 'compare';
  return null;
}
