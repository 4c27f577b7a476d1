import { describe, expect, it } from 'vitest';
import { viewerCommandFor } from './viewer-keys.ts';

const key = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEvent> = {}) =>
  viewerCommandFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('viewerCommandFor', () => {
  it('maps the viewer’s keys, in either case', () => {
    expect(['ArrowLeft', 'ArrowRight', 'f', 'F', 'i', 'I', 'Delete', '+', '-'].map((k) => key(k))).toEqual([
      'previous',
      'next',
      'favourite',
      'favourite',
      'info',
      'info',
      'delete',
      'zoomIn',
      'zoomOut',
    ]);
    expect(key('x')).toBeNull();
  });

  it('leaves keys to a field being typed in, to the browser with a modifier, and arrows to a video', () => {
    expect(key('f', document.createElement('input'))).toBeNull();
    expect(key('ArrowLeft', document.createElement('textarea'))).toBeNull();
    expect(key('f', document.body, { ctrlKey: true })).toBeNull();
    expect(key('ArrowRight', document.createElement('video'))).toBeNull();
    expect(key('f', document.createElement('video'))).toBe('favourite');
  });
});
