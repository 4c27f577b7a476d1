import {
  BRIGHTNESS_PRESETS,
  type BrightnessCurve,
  DEFAULT_FRAME_SETTINGS,
  everyDay,
  type Frame,
  type Playlist,
} from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE, device, FRAMES, type PairedFrame, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';

/** A curve that dims on weekdays only: each day a list of its own. */
const weekdaysDim: BrightnessCurve = {
  days: [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 0 || day === 6
      ? [{ time: '12:00', level: 100 }]
      : [
          { time: '06:59', level: 0 },
          { time: '07:00', level: 100 },
          { time: '20:00', level: 100 },
          { time: '22:00', level: 30 },
        ],
  ),
};

describe.each(testDatabases())('the brightness curve of a frame on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let frame: PairedFrame;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    frame = await pairFrame(t, owner.client, 'Bedroom');
  });

  const playlist = async () => {
    const response = await device(t).get(`${DEVICE}/playlist`, { headers: { authorization: `Bearer ${frame.token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Playlist;
  };
  const change = (settings: unknown) => owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings });

  it('has no curve until one is set, nor in settings stored before curves existed', async () => {
    expect((await playlist()).settings.brightness).toEqual({ curve: null });
    const { brightness, ...older } = { ...DEFAULT_FRAME_SETTINGS, intervalSeconds: 60 };
    await t.context.db
      .updateTable('frames')
      .set({ settings: JSON.stringify(older) })
      .where('id', '=', frame.frameId)
      .execute();
    expect((await playlist()).settings).toEqual({ ...DEFAULT_FRAME_SETTINGS, intervalSeconds: 60 });
  });

  it('keeps a curve sent by PATCH, whole, and hands it to the device in the playlist', async () => {
    const sleep = { enabled: true, start: '22:00', end: '07:00', days: [0, 1, 2, 3, 4, 5, 6] };
    const changed = await change({ brightness: { curve: BRIGHTNESS_PRESETS.nightOff }, sleep });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Frame).settings).toMatchObject({
      brightness: { curve: BRIGHTNESS_PRESETS.nightOff },
      sleep,
    });
    expect((await playlist()).settings).toMatchObject({ brightness: { curve: BRIGHTNESS_PRESETS.nightOff }, sleep });

    // A new curve replaces the old one whole; other settings stay as they were.
    expect((await change({ brightness: { curve: weekdaysDim } })).statusCode).toBe(200);
    expect((await change({ intervalSeconds: 30 })).statusCode).toBe(200);
    const { settings } = await playlist();
    expect(settings.brightness.curve).toEqual(weekdaysDim);
    expect(settings).toMatchObject({ intervalSeconds: 30, sleep });

    // Back to none: the schedule decides again.
    expect((await change({ brightness: { curve: null } })).statusCode).toBe(200);
    expect((await playlist()).settings.brightness).toEqual({ curve: null });
  });

  it('refuses a curve that is not one, and keeps the one it had', async () => {
    expect((await change({ brightness: { curve: BRIGHTNESS_PRESETS.eveningDim } })).statusCode).toBe(200);
    const day = (points: unknown[]) => ({ curve: { days: Array.from({ length: 7 }, () => points) } });
    const nine = Array.from({ length: 9 }, (_, hour) => ({ time: `0${hour}:00`, level: 50 }));
    for (const brightness of [
      day([{ time: '08:00', level: 101 }]),
      day([{ time: '08:00', level: -5 }]),
      day([
        { time: '21:00', level: 40 },
        { time: '08:00', level: 100 },
      ]),
      day([
        { time: '08:00', level: 100 },
        { time: '08:00', level: 40 },
      ]),
      { curve: { days: [...everyDay([{ time: '08:00', level: 50 }]).days, [{ time: '08:00', level: 50 }]] } },
      { curve: { days: everyDay([{ time: '08:00', level: 50 }]).days.slice(1) } },
      day(nine),
      day([]),
      day([{ time: '8:00', level: 50 }]),
      day([{ time: '24:00', level: 50 }]),
      day([{ time: '08:00' }]),
      { curve: 'dim' },
      {},
    ]) {
      const refused = await change({ brightness });
      expect(refused.statusCode, JSON.stringify(brightness)).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await playlist()).settings.brightness.curve).toEqual(BRIGHTNESS_PRESETS.eveningDim);
  });

  it("answers another person's frame as a missing one, and leaves its curve alone", async () => {
    const stranger = await t.loggedInClient({ plan: 'plus' });
    const refused = await stranger.client.patchJson(`${FRAMES}/${frame.frameId}`, {
      settings: { brightness: { curve: BRIGHTNESS_PRESETS.nightOff } },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    expect((await stranger.client.get(`${FRAMES}/${frame.frameId}`)).statusCode).toBe(404);
    expect((await playlist()).settings.brightness.curve).toEqual(BRIGHTNESS_PRESETS.eveningDim);
  });
});
