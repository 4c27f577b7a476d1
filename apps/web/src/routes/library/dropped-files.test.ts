import { describe, expect, it } from 'vitest';
import { acceptedFiles, hasAcceptedExtension } from './dropped-files.ts';

describe('files offered for upload', () => {
  it('accepts the contract extensions in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.HEIC', 'e.heif', 'f.mp4', 'g.MOV']) {
      expect(hasAcceptedExtension(name), name).toBe(true);
    }
    for (const name of ['a.gif', 'b.txt', 'noextension', 'jpg']) expect(hasAcceptedExtension(name), name).toBe(false);
  });

  it('drops hidden files and stops at the bound', () => {
    const files = ['._a.jpg', '.DS_Store', 'a.jpg', 'b.png', 'c.txt', 'd.mov'].map((name) => new File([''], name));
    expect(acceptedFiles(files).map((file) => file.name)).toEqual(['a.jpg', 'b.png', 'd.mov']);
    expect(acceptedFiles(files, 2).map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
  });
});
