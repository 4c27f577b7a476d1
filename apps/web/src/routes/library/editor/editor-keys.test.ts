import { describe, expect, it } from 'vitest';
import { editorCommandFor } from './editor-keys.ts';

const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('the editor keys', () => {
  it('undo with Ctrl or Cmd+Z and redo with Shift as well', () => {
    expect(editorCommandFor(key('z', { ctrlKey: true }))).toBe('undo');
    expect(editorCommandFor(key('z', { metaKey: true }))).toBe('undo');
    expect(editorCommandFor(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(editorCommandFor(key('y', { ctrlKey: true }))).toBe('redo');
    expect(editorCommandFor(key('z'))).toBeNull();
  });

  it('compare with the backslash', () => {
    expect(editorCommandFor(key('\\'))).toBe('compare');
  });
});
