import {
  type ArchiveEntries,
  fakeMedia,
  instagramPosts,
  instagramReels,
  instagramStories,
  memoryArchivePart,
} from '@kinframe/testkit/archives';
import { describe, expect, it } from 'vitest';
import { planArchive } from './archive-plan.ts';
import type { ArchivePlan } from './plan-types.ts';

const CONTENT = 'your_instagram_activity/content';

function planOf(entries: ArchiveEntries, includeStories = false): Promise<ArchivePlan> {
  return planArchive('instagram', [memoryArchivePart(entries)], { includeStories });
}

describe('planArchive instagram', () => {
  it("plans a single post with its photo's caption and date", async () => {
    const plan = await planOf({
      [`${CONTENT}/posts_1.json`]: instagramPosts([
        { media: [{ uri: 'media/posts/201901/1.jpg', takenAt: '2019-01-05T12:00:00Z', title: 'Première neige ❄️' }] },
      ]),
      'media/posts/201901/1.jpg': fakeMedia('1'),
    });
    expect(plan).toEqual({
      files: [
        {
          part: 0,
          path: 'media/posts/201901/1.jpg',
          name: '1.jpg',
          takenAt: '2019-01-05T12:00:00.000Z',
          caption: 'Première neige ❄️',
          albums: [],
        },
      ],
      refusals: [],
    });
  });

  it("gives every photo of a carousel the post's caption", async () => {
    const plan = await planOf({
      'content/posts_1.json': instagramPosts([
        {
          title: 'Weekend in Lisbon',
          takenAt: '2022-04-10T09:00:00Z',
          media: [
            { uri: 'media/posts/202204/a.jpg', takenAt: '2022-04-09T18:00:00Z', title: '' },
            { uri: 'media/posts/202204/b.mp4', takenAt: '2022-04-09T19:00:00Z', title: 'ignored' },
          ],
        },
      ]),
      'media/posts/202204/a.jpg': fakeMedia('a'),
      'media/posts/202204/b.mp4': fakeMedia('b'),
    });
    expect(plan.files.map((file) => [file.name, file.caption, file.takenAt])).toEqual([
      ['a.jpg', 'Weekend in Lisbon', '2022-04-09T18:00:00.000Z'],
      ['b.mp4', 'Weekend in Lisbon', '2022-04-09T19:00:00.000Z'],
    ]);
  });

  it('reads every posts file, and reels as posts', async () => {
    const plan = await planOf({
      [`${CONTENT}/posts_1.json`]: instagramPosts([{ media: [{ uri: 'media/posts/1.jpg' }] }]),
      [`${CONTENT}/posts_2.json`]: instagramPosts([{ media: [{ uri: 'media/posts/2.jpg' }] }]),
      [`${CONTENT}/reels.json`]: instagramReels([{ media: [{ uri: 'media/reels/3.mp4', title: 'Dance' }] }]),
      'media/posts/1.jpg': fakeMedia('1'),
      'media/posts/2.jpg': fakeMedia('2'),
      'media/reels/3.mp4': fakeMedia('3'),
    });
    expect(plan.files.map((file) => file.path)).toEqual([
      'media/posts/1.jpg',
      'media/posts/2.jpg',
      'media/reels/3.mp4',
    ]);
  });

  it('plans stories only when asked to', async () => {
    const entries: ArchiveEntries = {
      [`${CONTENT}/stories.json`]: instagramStories([
        { uri: 'media/stories/202001/s.mp4', takenAt: '2020-01-01T20:00:00Z', title: 'Feu d’artifice' },
      ]),
      'media/stories/202001/s.mp4': fakeMedia('story'),
    };
    expect((await planOf(entries, false)).files).toEqual([]);
    expect((await planOf(entries, true)).files).toEqual([
      {
        part: 0,
        path: 'media/stories/202001/s.mp4',
        name: 's.mp4',
        takenAt: '2020-01-01T20:00:00.000Z',
        caption: 'Feu d’artifice',
        albums: [],
      },
    ]);
  });

  it('refuses a post photo the archive lacks, and ignores messages', async () => {
    const plan = await planOf({
      [`${CONTENT}/posts_1.json`]: instagramPosts([{ media: [{ uri: 'media/posts/202301/gone.jpg' }] }]),
      'your_instagram_activity/messages/inbox/friend/message_1.json': instagramPosts([
        { media: [{ uri: 'your_instagram_activity/messages/inbox/friend/photos/p.jpg' }] },
      ]),
      'your_instagram_activity/messages/inbox/friend/photos/p.jpg': fakeMedia('private'),
    });
    expect(plan).toEqual({
      files: [],
      refusals: [{ part: 0, path: 'media/posts/202301/gone.jpg', name: 'gone.jpg', code: 'import_file_missing' }],
    });
  });
});
