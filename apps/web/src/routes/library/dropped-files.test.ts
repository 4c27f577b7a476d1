import { describe, expect, it } from 'vitest';
import { acceptedFiles, archiveFormatOf, hasAcceptedExtension, sortPicked } from './dropped-files.ts';

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

  it('sets archives apart for the archive import, and names the one folder the files came in', () => {
    const inFolder = (name: string, path: string) => {
      const file = new File([''], name);
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    };
    const picked = sortPicked([
      inFolder('a.jpg', 'Summer 2024/a.jpg'),
      inFolder('b.mp4', 'Summer 2024/beach/b.mp4'),
      inFolder('notes.txt', 'Elsewhere/notes.txt'),
    ]);
    expect(picked).toEqual({ media: [expect.any(File), expect.any(File)], archives: [], folder: 'Summer 2024' });
    const loose = sortPicked([new File([''], 'takeout-001.zip'), new File([''], 'c.jpg')]);
    expect(loose.archives.map((file) => file.name)).toEqual(['takeout-001.zip']);
    expect(loose.media.map((file) => file.name)).toEqual(['c.jpg']);
    expect(loose.folder).toBeUndefined();
    expect(sortPicked([inFolder('a.jpg', 'One/a.jpg'), inFolder('b.jpg', 'Two/b.jpg')]).folder).toBeUndefined();
  });

  it('tells an archive’s service by its usual name', () => {
    expect(archiveFormatOf('takeout-20240101T000000Z-001.zip')).toBe('takeout');
    expect(archiveFormatOf('Facebook-jane-2024-01-01-abc.zip')).toBe('facebook');
    expect(archiveFormatOf('instagram-jane-2024.zip')).toBe('instagram');
    expect(archiveFormatOf('holiday.zip')).toBeNull();
  });
});
