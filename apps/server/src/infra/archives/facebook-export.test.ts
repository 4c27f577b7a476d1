import {
  type ArchiveEntries,
  facebookAlbum,
  facebookPosts,
  facebookVideos,
  fakeMedia,
  memoryArchivePart,
  metaJson,
  mojibake,
} from '@kinframe/testkit/archives';
import { describe, expect, it } from 'vitest';
import { planArchive } from './archive-plan.ts';
import { fixMojibake } from './plan-support.ts';
import type { ArchivePlan } from './plan-types.ts';

const POSTS = 'your_facebook_activity/posts';

function planOf(...parts: ArchiveEntries[]): Promise<ArchivePlan> {
  return planArchive('facebook', parts.map(memoryArchivePart), { includeStories: false });
}

describe('fixMojibake', () => {
  it("turns Meta's one-character-per-byte text back into what was written, and leaves real text alone", () => {
    expect(fixMojibake('Ã©tÃ©')).toBe('été');
    expect(fixMojibake(mojibake('Grüße 🎉 日本'))).toBe('Grüße 🎉 日本');
    expect(fixMojibake('café')).toBe('café');
    expect(fixMojibake('été ☀')).toBe('été ☀');
    expect(fixMojibake('plain')).toBe('plain');
  });
});

describe('planArchive facebook', () => {
  it('plans the photos of an album file, in that album, with their dates and captions', async () => {
    const plan = await planOf({
      [`${POSTS}/album/0.json`]: facebookAlbum('Été 2019', [
        { uri: `${POSTS}/media/Ete2019_abc/101.jpg`, takenAt: '2019-07-01T10:00:00Z', description: 'Plage en été' },
        { uri: `${POSTS}/media/Ete2019_abc/102.jpg`, takenAt: '2019-07-02T10:00:00Z' },
      ]),
      [`${POSTS}/media/Ete2019_abc/101.jpg`]: fakeMedia('101'),
      [`${POSTS}/media/Ete2019_abc/102.jpg`]: fakeMedia('102'),
    });
    expect(plan).toEqual({
      files: [
        {
          part: 0,
          path: `${POSTS}/media/Ete2019_abc/101.jpg`,
          name: '101.jpg',
          takenAt: '2019-07-01T10:00:00.000Z',
          caption: 'Plage en été',
          albums: ['Été 2019'],
        },
        {
          part: 0,
          path: `${POSTS}/media/Ete2019_abc/102.jpg`,
          name: '102.jpg',
          takenAt: '2019-07-02T10:00:00.000Z',
          caption: '',
          albums: ['Été 2019'],
        },
      ],
      refusals: [],
    });
  });

  it("plans a post's photos with the post's text, once when an album has them too", async () => {
    const shared = `${POSTS}/media/Mobileuploads_1/7.jpg`;
    const plan = await planOf(
      {
        [`${POSTS}/your_posts__check_ins__photos_and_videos_1.json`]: facebookPosts([
          {
            text: 'Birthday!',
            media: [
              { uri: shared, takenAt: '2021-03-01T00:00:00Z', title: 'Mobile uploads' },
              { uri: `${POSTS}/media/Mobileuploads_1/8.jpg`, takenAt: '2021-03-01T00:00:00Z', description: 'Cake' },
            ],
          },
        ]),
        [`${POSTS}/album/3.json`]: facebookAlbum('Mobile uploads', [
          { uri: shared, takenAt: '2021-03-05T00:00:00Z', title: 'Mobile uploads' },
        ]),
      },
      { [shared]: fakeMedia('7'), [`${POSTS}/media/Mobileuploads_1/8.jpg`]: fakeMedia('8') },
    );
    expect(plan.files).toEqual([
      {
        part: 1,
        path: shared,
        name: '7.jpg',
        takenAt: '2021-03-01T00:00:00.000Z',
        caption: 'Birthday!',
        albums: ['Mobile uploads'],
      },
      expect.objectContaining({ path: `${POSTS}/media/Mobileuploads_1/8.jpg`, caption: 'Cake', albums: [] }),
    ]);
  });

  it('plans videos, without the stills Facebook made of them', async () => {
    const plan = await planOf({
      [`${POSTS}/your_videos.json`]: facebookVideos([
        { uri: `${POSTS}/media/videos/5.mp4`, takenAt: 1_600_000_000, description: 'Skiing' },
      ]),
      [`${POSTS}/media/videos/5.mp4`]: fakeMedia('video'),
      [`${POSTS}/media/videos/5.mp4.thumbnail.jpg`]: fakeMedia('still'),
    });
    expect(plan.files).toEqual([expect.objectContaining({ name: '5.mp4', caption: 'Skiing' })]);
    expect(plan.refusals).toEqual([]);
  });

  it('prefers the time the camera took the photo to the time it was posted', async () => {
    const plan = await planOf({
      'photos_and_videos/your_photos.json': metaJson({
        other_photos_v2: [
          {
            uri: 'photos_and_videos/x/1.jpg',
            creation_timestamp: 1_600_000_000,
            media_metadata: { photo_metadata: { exif_data: [{ upload_ip: '::1', taken_timestamp: 1_500_000_000 }] } },
          },
        ],
      }),
      'photos_and_videos/x/1.jpg': fakeMedia('1'),
    });
    expect(plan.files[0]?.takenAt).toBe('2017-07-14T02:40:00.000Z');
  });

  it('refuses what the JSON names but the archive lacks, once', async () => {
    const missing = `${POSTS}/media/Gone_1/404.jpg`;
    const plan = await planOf(
      {},
      {
        [`${POSTS}/album/0.json`]: facebookAlbum('Gone', [
          { uri: missing },
          { uri: 'https://example.com/elsewhere.jpg' },
        ]),
        [`${POSTS}/your_posts_1.json`]: facebookPosts([{ media: [{ uri: missing }] }]),
      },
    );
    expect(plan).toEqual({
      files: [],
      refusals: [{ part: 1, path: missing, name: '404.jpg', code: 'import_file_missing' }],
    });
  });

  it('leaves conversations, stickers and media no JSON names alone', async () => {
    const plan = await planOf({
      'your_facebook_activity/messages/inbox/friend_1/message_1.json': metaJson({
        messages: [{ photos: [{ uri: 'your_facebook_activity/messages/inbox/friend_1/photos/9.jpg' }] }],
      }),
      'your_facebook_activity/messages/inbox/friend_1/photos/9.jpg': fakeMedia('private'),
      'your_facebook_activity/comments_and_reactions/comments.json': metaJson({
        comments_v2: [{ attachments: [{ data: [{ media: { uri: 'your_facebook_activity/stickers_used/s.png' } }] }] }],
      }),
      'your_facebook_activity/stickers_used/s.png': fakeMedia('sticker'),
      'profile_information/assets/unlisted.jpg': fakeMedia('unlisted'),
    });
    expect(plan).toEqual({ files: [], refusals: [] });
  });

  it("finds media whether or not the zip adds a top folder of its own to the JSON's paths", async () => {
    const top = 'facebook-someone-2024-05-01-AbCd';
    const plan = await planOf({
      [`${top}/${POSTS}/album/0.json`]: facebookAlbum('Dogs', [{ uri: `${POSTS}/media/Dogs_1/1.jpg` }]),
      [`${top}/${POSTS}/media/Dogs_1/1.jpg`]: fakeMedia('dog'),
    });
    expect(plan.files).toEqual([expect.objectContaining({ part: 0, path: `${top}/${POSTS}/media/Dogs_1/1.jpg` })]);
  });

  it('skips a broken JSON file and plans the rest', async () => {
    const plan = await planOf({
      [`${POSTS}/album/0.json`]: '{"name": "Broken", "photos": [{"uri": ',
      [`${POSTS}/album/1.json`]: facebookAlbum('Fine', [{ uri: `${POSTS}/media/Fine/1.jpg` }]),
      [`${POSTS}/media/Fine/1.jpg`]: fakeMedia('fine'),
    });
    expect(plan.files.map((file) => file.albums)).toEqual([['Fine']]);
  });
});
