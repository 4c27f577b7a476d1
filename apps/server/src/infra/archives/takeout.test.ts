import { join } from 'node:path';
import {
  type ArchiveEntries,
  closeArchives,
  fakeMedia,
  makeScratchDir,
  makeTinyJpeg,
  memoryArchivePart,
  openZipFiles,
  takeoutAlbumMetadata,
  takeoutSidecar,
  takeoutSidecarName,
  writeZip,
} from '@kinframe/testkit/archives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planArchive } from './archive-plan.ts';
import type { ArchivePlan } from './plan-types.ts';

const ROOT = 'Takeout/Google Photos';

function planOf(...parts: ArchiveEntries[]): Promise<ArchivePlan> {
  return planArchive('takeout', parts.map(memoryArchivePart), { includeStories: false });
}

function fileAt(plan: ArchivePlan, path: string) {
  const file = plan.files.find((planned) => planned.path === path);
  expect(file, `planned ${path}`).toBeDefined();
  return file;
}

describe('planArchive takeout: sidecars', () => {
  it('reads the date, caption and name from NAME.EXT.json', async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2019/IMG_0001.JPG`]: fakeMedia('one'),
      [`${ROOT}/Photos from 2019/IMG_0001.JPG.json`]: takeoutSidecar({
        title: 'Beach day.jpg',
        description: '  Sun at last \n',
        takenAt: '2019-01-01T00:00:00Z',
      }),
    });
    expect(plan).toEqual({
      files: [
        {
          part: 0,
          path: `${ROOT}/Photos from 2019/IMG_0001.JPG`,
          name: 'Beach day.jpg',
          takenAt: '2019-01-01T00:00:00.000Z',
          caption: 'Sun at last',
          albums: [],
        },
      ],
      refusals: [],
    });
  });

  it("keeps the position of geoData, else geoDataExif's, and none for (0, 0)", async () => {
    const folder = `${ROOT}/Photos from 2021`;
    const plan = await planOf({
      [`${folder}/moved.jpg`]: fakeMedia('moved'),
      [`${folder}/moved.jpg.json`]: takeoutSidecar({
        title: 'moved.jpg',
        geoData: { latitude: 53.5503, longitude: 9.993, altitude: 12.5 },
        geoDataExif: { latitude: 48.8566, longitude: 2.3522, altitude: 35 },
      }),
      [`${folder}/exif.jpg`]: fakeMedia('exif'),
      [`${folder}/exif.jpg.json`]: takeoutSidecar({
        title: 'exif.jpg',
        geoDataExif: { latitude: -33.8688, longitude: 151.2093, altitude: 0 },
      }),
      [`${folder}/nowhere.jpg`]: fakeMedia('nowhere'),
      [`${folder}/nowhere.jpg.json`]: takeoutSidecar({ title: 'nowhere.jpg' }),
    });
    expect(fileAt(plan, `${folder}/moved.jpg`)?.position).toEqual({
      latitude: 53.5503,
      longitude: 9.993,
      altitude: 12.5,
    });
    expect(fileAt(plan, `${folder}/exif.jpg`)?.position).toEqual({
      latitude: -33.8688,
      longitude: 151.2093,
      altitude: null,
    });
    expect(fileAt(plan, `${folder}/nowhere.jpg`)?.position).toBeUndefined();
  });

  it('reads NAME.EXT.supplemental-metadata.json', async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2023/PXL_1.jpg`]: fakeMedia('pxl'),
      [`${ROOT}/Photos from 2023/PXL_1.jpg.supplemental-metadata.json`]: takeoutSidecar({
        title: 'PXL_1.jpg',
        takenAt: '2023-06-01T08:00:00Z',
      }),
    });
    expect(fileAt(plan, `${ROOT}/Photos from 2023/PXL_1.jpg`)?.takenAt).toBe('2023-06-01T08:00:00.000Z');
  });

  it('finds sidecars whose names Takeout cut at 46 characters, counted as code points', async () => {
    const long = 'a_very_long_file_name_from_my_phone_2019.jpg';
    // Past 46 characters in the name itself, and with characters of two UTF-16 units before the cut.
    const accented = 'Fête_🎉🎉_à_la_plage_avec_toute_la_famille_réunie_2020.jpg';
    const cutSupplemental = `${long}.suppl`;
    const plan = await planOf({
      [`${ROOT}/Photos from 2019/${long}`]: fakeMedia('long'),
      [`${ROOT}/Photos from 2019/${takeoutSidecarName(`${long}.supplemental-metadata`)}`]: takeoutSidecar({
        title: long,
        takenAt: '2019-05-05T05:05:05Z',
      }),
      [`${ROOT}/Photos from 2020/${accented}`]: fakeMedia('accented'),
      [`${ROOT}/Photos from 2020/${takeoutSidecarName(`${accented}.supplemental-metadata`)}`]: takeoutSidecar({
        title: accented,
        takenAt: '2020-07-14T12:00:00Z',
      }),
      [`${ROOT}/Photos from 2021/${long}`]: fakeMedia('other cut'),
      [`${ROOT}/Photos from 2021/${cutSupplemental}.json`]: takeoutSidecar({
        title: long,
        takenAt: '2021-01-01T00:00:00Z',
      }),
    });
    expect(takeoutSidecarName(`${long}.supplemental-metadata`)).toBe(`${long}.s.json`);
    expect(takeoutSidecarName(accented)).not.toBe(`${accented.slice(0, 46)}.json`);
    expect(fileAt(plan, `${ROOT}/Photos from 2019/${long}`)?.takenAt).toBe('2019-05-05T05:05:05.000Z');
    expect(fileAt(plan, `${ROOT}/Photos from 2020/${accented}`)).toMatchObject({
      name: accented,
      takenAt: '2020-07-14T12:00:00.000Z',
    });
    expect(fileAt(plan, `${ROOT}/Photos from 2021/${long}`)?.takenAt).toBe('2021-01-01T00:00:00.000Z');
  });

  it('matches a duplicate NAME(1).EXT to NAME.EXT(1).json, not to the first one', async () => {
    const folder = `${ROOT}/Photos from 2018`;
    const plan = await planOf({
      [`${folder}/IMG.jpg`]: fakeMedia('first'),
      [`${folder}/IMG.jpg.json`]: takeoutSidecar({ title: 'IMG.jpg', takenAt: '2018-01-01T00:00:00Z' }),
      [`${folder}/IMG(1).jpg`]: fakeMedia('second'),
      [`${folder}/IMG.jpg(1).json`]: takeoutSidecar({ title: 'IMG.jpg', takenAt: '2018-02-02T00:00:00Z' }),
      [`${folder}/DSC(2).jpg`]: fakeMedia('third'),
      [`${folder}/DSC.jpg.supplemental-metadata(2).json`]: takeoutSidecar({
        title: 'DSC.jpg',
        takenAt: '2018-03-03T00:00:00Z',
      }),
    });
    expect(fileAt(plan, `${folder}/IMG.jpg`)?.takenAt).toBe('2018-01-01T00:00:00.000Z');
    expect(fileAt(plan, `${folder}/IMG(1).jpg`)).toMatchObject({
      name: 'IMG.jpg',
      takenAt: '2018-02-02T00:00:00.000Z',
    });
    expect(fileAt(plan, `${folder}/DSC(2).jpg`)?.takenAt).toBe('2018-03-03T00:00:00.000Z');
  });

  it("imports an edited copy with its original's sidecar and name, and refuses the original", async () => {
    const folder = `${ROOT}/Photos from 2022`;
    const plan = await planOf({
      [`${folder}/IMG_1.jpg`]: fakeMedia('original'),
      [`${folder}/IMG_1-edited.jpg`]: fakeMedia('edited'),
      [`${folder}/IMG_1.jpg.json`]: takeoutSidecar({
        title: 'IMG_1.jpg',
        description: 'Cropped',
        takenAt: '2022-01-01T00:00:00Z',
      }),
      [`${folder}/IMG_2.HEIC`]: fakeMedia('heic original'),
      [`${folder}/IMG_2.MOV`]: fakeMedia('live photo video'),
      [`${folder}/IMG_2-bearbeitet.jpg`]: fakeMedia('edited to jpeg'),
      [`${folder}/IMG_2.HEIC.json`]: takeoutSidecar({ title: 'IMG_2.HEIC', takenAt: '2022-02-02T00:00:00Z' }),
      [`${folder}/IMG_3-edited.jpg`]: fakeMedia('edited alone'),
    });
    expect(fileAt(plan, `${folder}/IMG_1-edited.jpg`)).toMatchObject({
      name: 'IMG_1.jpg',
      takenAt: '2022-01-01T00:00:00.000Z',
      caption: 'Cropped',
    });
    expect(fileAt(plan, `${folder}/IMG_2-bearbeitet.jpg`)).toMatchObject({
      name: 'IMG_2.jpg',
      takenAt: '2022-02-02T00:00:00.000Z',
    });
    // The live photo's video is not the original of the edited still: it stays, with the still's date.
    expect(fileAt(plan, `${folder}/IMG_2.MOV`)?.takenAt).toBe('2022-02-02T00:00:00.000Z');
    expect(fileAt(plan, `${folder}/IMG_3-edited.jpg`)).toMatchObject({ name: 'IMG_3.jpg', takenAt: null });
    expect(plan.files.map((file) => file.path)).not.toContain(`${folder}/IMG_1.jpg`);
    expect(plan.refusals).toEqual([
      { part: 0, path: `${folder}/IMG_1.jpg`, name: 'IMG_1.jpg', code: 'edited_version_imported' },
      { part: 0, path: `${folder}/IMG_2.HEIC`, name: 'IMG_2.HEIC', code: 'edited_version_imported' },
    ]);
  });

  it("falls back to older archives' NAME.json", async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2015/holiday.png`]: fakeMedia('png'),
      [`${ROOT}/Photos from 2015/holiday.json`]: takeoutSidecar({ title: 'holiday.png', takenAt: 1_420_070_400 }),
    });
    expect(fileAt(plan, `${ROOT}/Photos from 2015/holiday.png`)?.takenAt).toBe('2015-01-01T00:00:00.000Z');
  });

  it('plans a file whose sidecar is broken, without date or caption', async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2017/a.jpg`]: fakeMedia('a'),
      [`${ROOT}/Photos from 2017/a.jpg.json`]: '{"title": "a.jpg", "photoTakenTime": ',
      [`${ROOT}/Photos from 2017/b.jpg`]: fakeMedia('b'),
      [`${ROOT}/Photos from 2017/b.jpg.json`]: JSON.stringify({ title: 'b.jpg', photoTakenTime: { timestamp: '0' } }),
    });
    expect(plan.files).toEqual([
      expect.objectContaining({ name: 'a.jpg', takenAt: null, caption: '' }),
      expect.objectContaining({ name: 'b.jpg', takenAt: null, caption: '' }),
    ]);
  });

  it("keeps the entry's name when the title names another kind of file", async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2016/IMG_9.jpg`]: fakeMedia('converted'),
      [`${ROOT}/Photos from 2016/IMG_9.jpg.json`]: takeoutSidecar({ title: 'IMG_9.HEIC', takenAt: 1_451_606_400 }),
      [`${ROOT}/Photos from 2016/scan.jpeg`]: fakeMedia('scan'),
      [`${ROOT}/Photos from 2016/scan.jpeg.json`]: takeoutSidecar({ title: 'folder/Old scan.JPG', takenAt: 1 }),
    });
    expect(fileAt(plan, `${ROOT}/Photos from 2016/IMG_9.jpg`)?.name).toBe('IMG_9.jpg');
    expect(fileAt(plan, `${ROOT}/Photos from 2016/scan.jpeg`)?.name).toBe('Old scan.JPG');
  });
});

describe('planArchive takeout: folders, albums and parts', () => {
  it('names albums from metadata.json, and leaves year folders out of albums', async () => {
    const plan = await planOf({
      [`${ROOT}/Summer in Rome/metadata.json`]: takeoutAlbumMetadata('Summer in Rome'),
      [`${ROOT}/Summer in Rome/colosseum.jpg`]: fakeMedia('colosseum'),
      [`${ROOT}/Summer in Rome/colosseum.jpg.json`]: takeoutSidecar({ title: 'colosseum.jpg', takenAt: 1_500_000_000 }),
      [`${ROOT}/Untitled(3)/metadata.json`]: takeoutAlbumMetadata(''),
      [`${ROOT}/Untitled(3)/x.jpg`]: fakeMedia('untitled'),
      [`${ROOT}/Photos from 2017/y.jpg`]: fakeMedia('year'),
      [`${ROOT}/Photos from 2017/y.jpg.json`]: takeoutSidecar({ title: 'y.jpg', takenAt: 1_500_000_001 }),
    });
    expect(plan.files.map((file) => [file.name, file.albums])).toEqual([
      ['colosseum.jpg', ['Summer in Rome']],
      ['y.jpg', []],
      ['x.jpg', []],
    ]);
  });

  it('plans a photo in a year folder and in albums once, with every album, read from an album', async () => {
    const photo = fakeMedia('the same bytes', 300);
    const sidecar = takeoutSidecar({ title: 'IMG_5.jpg', takenAt: '2019-08-02T10:00:00Z', description: 'Lake' });
    const plan = await planOf({
      [`${ROOT}/Photos from 2019/IMG_5.jpg`]: photo,
      [`${ROOT}/Photos from 2019/IMG_5.jpg.json`]: sidecar,
      [`${ROOT}/Lakes/metadata.json`]: takeoutAlbumMetadata('Lakes'),
      [`${ROOT}/Lakes/IMG_5.jpg`]: photo,
      [`${ROOT}/Lakes/IMG_5.jpg.json`]: sidecar,
      [`${ROOT}/Best of 2019/metadata.json`]: takeoutAlbumMetadata('Best of 2019'),
      [`${ROOT}/Best of 2019/IMG_5.jpg`]: photo,
      [`${ROOT}/Best of 2019/IMG_5.jpg.json`]: sidecar,
      // Same name and size, another time: another photo.
      [`${ROOT}/Photos from 2020/IMG_5.jpg`]: fakeMedia('other bytes', 300),
      [`${ROOT}/Photos from 2020/IMG_5.jpg.json`]: takeoutSidecar({
        title: 'IMG_5.jpg',
        takenAt: '2020-01-01T00:00:00Z',
      }),
    });
    expect(plan.files).toEqual([
      {
        part: 0,
        path: `${ROOT}/Lakes/IMG_5.jpg`,
        name: 'IMG_5.jpg',
        takenAt: '2019-08-02T10:00:00.000Z',
        caption: 'Lake',
        albums: ['Best of 2019', 'Lakes'],
      },
      expect.objectContaining({ path: `${ROOT}/Photos from 2020/IMG_5.jpg`, albums: [] }),
    ]);
  });

  it('matches a sidecar in one part to its photo in another, and an album title from a third', async () => {
    const plan = await planOf(
      { [`${ROOT}/Party/cake.jpg`]: fakeMedia('cake') },
      {
        [`${ROOT}/Party/cake.jpg.supplemental-metadata.json`]: takeoutSidecar({
          title: 'cake.jpg',
          takenAt: 1_600_000_000,
        }),
      },
      { [`${ROOT}/Party/metadata.json`]: takeoutAlbumMetadata('Party') },
    );
    expect(plan.files).toEqual([
      {
        part: 0,
        path: `${ROOT}/Party/cake.jpg`,
        name: 'cake.jpg',
        takenAt: '2020-09-13T12:26:40.000Z',
        caption: '',
        albums: ['Party'],
      },
    ]);
  });

  it('refuses files that are not photos or videos, but never JSON or HTML', async () => {
    const plan = await planOf({
      [`${ROOT}/Photos from 2018/a.jpg`]: fakeMedia('a'),
      [`${ROOT}/Photos from 2018/a.jpg.json`]: takeoutSidecar({ title: 'a.jpg', takenAt: 1 }),
      [`${ROOT}/Photos from 2018/notes.txt`]: 'a note',
      [`${ROOT}/Photos from 2018/MVIMG_1.MP`]: fakeMedia('motion'),
      [`${ROOT}/Photos from 2018/orphan.jpg.json`]: takeoutSidecar({ title: 'orphan.jpg', takenAt: 1 }),
      [`${ROOT}/Photos from 2018/index.html`]: '<html></html>',
      'Takeout/archive_browser.html': '<html></html>',
    });
    expect(plan.refusals).toEqual([
      { part: 0, path: `${ROOT}/Photos from 2018/MVIMG_1.MP`, name: 'MVIMG_1.MP', code: 'not_media_file' },
      { part: 0, path: `${ROOT}/Photos from 2018/notes.txt`, name: 'notes.txt', code: 'not_media_file' },
    ]);
  });

  it("finds the photos folder whatever its localized name, and leaves other products' files alone", async () => {
    const plan = await planOf({
      'Takeout/Google Fotos/Fotos von 2019/a.jpg': fakeMedia('a'),
      'Takeout/Google Fotos/Fotos von 2019/a.jpg.json': takeoutSidecar({ title: 'a.jpg', takenAt: 1_550_000_000 }),
      'Takeout/Google Fotos/Ferien/Metadaten.json': takeoutAlbumMetadata('Ferien'),
      'Takeout/Google Fotos/Ferien/b.jpg': fakeMedia('b'),
      'Takeout/Drive/Scans/receipt.jpg': fakeMedia('drive'),
      'Takeout/Drive/Scans/receipt.pdf': 'pdf',
    });
    expect(plan.files.map((file) => [file.path, file.albums])).toEqual([
      ['Takeout/Google Fotos/Ferien/b.jpg', ['Ferien']],
      ['Takeout/Google Fotos/Fotos von 2019/a.jpg', []],
    ]);
    expect(plan.refusals).toEqual([]);
  });

  it('orders files album by album, then the files outside albums, each by path', async () => {
    const entries: ArchiveEntries = {};
    for (const [folder, title] of [
      ['Zoo', 'Zoo'],
      ['Attic', 'At the attic'],
      ['Photos from 2021', ''],
      ['Photos from 2020', ''],
    ]) {
      if (title) entries[`${ROOT}/${folder}/metadata.json`] = takeoutAlbumMetadata(title);
      for (const name of ['b.jpg', 'a.jpg']) {
        entries[`${ROOT}/${folder}/${name}`] = fakeMedia(`${folder}/${name}`);
        entries[`${ROOT}/${folder}/${name}.json`] = takeoutSidecar({ title: name, takenAt: null });
      }
    }
    const plan = await planOf(entries);
    expect(plan.files.map((file) => file.path.slice(ROOT.length + 1))).toEqual([
      'Attic/a.jpg',
      'Attic/b.jpg',
      'Zoo/a.jpg',
      'Zoo/b.jpg',
      'Photos from 2020/a.jpg',
      'Photos from 2020/b.jpg',
      'Photos from 2021/a.jpg',
      'Photos from 2021/b.jpg',
    ]);
  });
});

describe('planArchive takeout: from zip parts', () => {
  let scratch: Awaited<ReturnType<typeof makeScratchDir>>;
  beforeAll(async () => {
    scratch = await makeScratchDir();
  });
  afterAll(() => scratch.remove());

  it('lists the files a zip leaves out for their names among the refusals, with the reason', async () => {
    const photo = await makeTinyJpeg(8);
    const plan = await planArchive(
      'takeout',
      [
        memoryArchivePart({ [`${ROOT}/Trip/beach.jpg`]: photo }),
        {
          ...memoryArchivePart({}),
          skipped: [
            { path: '../../evil.jpg', reason: 'archive_entry_unsafe_name' },
            { path: `${ROOT}/Trip/beach.jpg`, reason: 'archive_entry_duplicate' },
          ],
        },
      ],
      { includeStories: false },
    );
    expect(plan.files.map((file) => file.path)).toEqual([`${ROOT}/Trip/beach.jpg`]);
    expect(plan.refusals).toEqual([
      { part: 1, path: '../../evil.jpg', name: 'evil.jpg', code: 'archive_entry_unsafe_name' },
      { part: 1, path: `${ROOT}/Trip/beach.jpg`, name: 'beach.jpg', code: 'archive_entry_duplicate' },
    ]);
  });

  it('plans an archive in two zips, the sidecar in the second part', async () => {
    const photo = await makeTinyJpeg(7);
    const first = join(scratch.dir, 'takeout-001.zip');
    const second = join(scratch.dir, 'takeout-002.zip');
    await writeZip(first, {
      [`${ROOT}/Trip/metadata.json`]: takeoutAlbumMetadata('Trip'),
      [`${ROOT}/Trip/beach.jpg`]: photo,
    });
    await writeZip(second, {
      [`${ROOT}/Trip/beach.jpg.json`]: takeoutSidecar({ title: 'beach.jpg', takenAt: '2019-08-02T10:00:00Z' }),
    });
    const parts = await openZipFiles([first, second]);
    try {
      const plan = await planArchive('takeout', parts, { includeStories: false });
      expect(plan.files).toEqual([
        {
          part: 0,
          path: `${ROOT}/Trip/beach.jpg`,
          name: 'beach.jpg',
          takenAt: '2019-08-02T10:00:00.000Z',
          caption: '',
          albums: ['Trip'],
        },
      ]);
    } finally {
      closeArchives(parts);
    }
  });
});
