import { BRIGHTNESS_PRESETS, DEFAULT_FRAME_SETTINGS, everyDay } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { curveIssue, sleepScheduleFor, withAddedPoint } from './brightness-curve.ts';
import { FrameSettingsDialog } from './FrameSettingsDialog.tsx';

const frame = frameFixture();

const fetchMock = vi.fn<typeof fetch>(async () => json(200, frame));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentSettings = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(String(call[1]?.body)).settings : undefined;
};
const NIGHT = { enabled: true, start: '22:00', end: '07:00', days: [0, 1, 2, 3, 4, 5, 6] };

async function openWithCurve(settings = DEFAULT_FRAME_SETTINGS) {
  const handleClose = vi.fn();
  await renderWithApp(<FrameSettingsDialog frame={{ ...frame, settings }} onClose={handleClose} />);
  return handleClose;
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
const points = () => within(screen.getByRole('group', { name: 'Points' })).getAllByRole('listitem');

describe('the brightness curve rules of the editor', () => {
  it('adds a point in the widest gap at the level the line has there, up to eight', () => {
    const curve = everyDay([
      { time: '08:00', level: 100 },
      { time: '20:00', level: 40 },
    ]);
    expect(withAddedPoint(curve, 2)).toEqual([
      { time: '08:00', level: 100 },
      { time: '14:00', level: 70 },
      { time: '20:00', level: 40 },
    ]);
    const full = everyDay(Array.from({ length: 8 }, (_, hour) => ({ time: `0${hour}:00`, level: 50 })));
    expect(withAddedPoint(full, 0)).toHaveLength(8);
  });

  it('tells two points at one minute, and sends the schedule of the off times with a curve', () => {
    const twice = everyDay([
      { time: '08:00', level: 100 },
      { time: '08:00', level: 40 },
    ]);
    expect(curveIssue(twice)).toBe('sameTime');
    expect(curveIssue(BRIGHTNESS_PRESETS.eveningDim)).toBeNull();
    expect(sleepScheduleFor(BRIGHTNESS_PRESETS.nightOff, DEFAULT_FRAME_SETTINGS.sleep)).toEqual(NIGHT);
    expect(sleepScheduleFor(BRIGHTNESS_PRESETS.eveningDim, NIGHT)).toEqual({ ...NIGHT, enabled: false });
    expect(sleepScheduleFor(null, NIGHT)).toEqual(NIGHT);
  });
});

describe('the brightness editor of the frame settings', () => {
  it('starts a curve from the sleep schedule the frame follows, in place of the schedule fields', async () => {
    await openWithCurve({ ...DEFAULT_FRAME_SETTINGS, sleep: NIGHT });
    expect(screen.getByRole('switch', { name: 'Turn the screen off on a schedule' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    expect(screen.queryByRole('switch', { name: 'Turn the screen off on a schedule' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Curve for' }) as HTMLSelectElement).value).toBe('every');
    expect(points().map((row) => (within(row).getByLabelText(/^Time of point/) as HTMLInputElement).value)).toEqual([
      '06:59',
      '07:00',
      '21:59',
      '22:00',
    ]);
    expect(screen.getByRole('slider', { name: 'Brightness of point 2' }).getAttribute('aria-valuetext')).toBe('100 %');
  });

  it('saves a preset with the sleep schedule of its off times, for frames that know no curve', async () => {
    const handleClose = await openWithCurve();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Night off' }));
    await save();
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentSettings()).toMatchObject({ brightness: { curve: BRIGHTNESS_PRESETS.nightOff }, sleep: NIGHT });
  });

  it('edits points by their controls: level, time, added and removed, on one day or every day', async () => {
    const handleClose = await openWithCurve();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evening dim' }));
    expect(points()).toHaveLength(4);
    // Every day: point 3 (21:00, 40 %) goes to 30 %.
    fireEvent.change(screen.getByRole('slider', { name: 'Brightness of point 3' }), { target: { value: '30' } });
    // Saturday alone: its last point goes, and its first comes at 08:30.
    fireEvent.change(screen.getByRole('combobox', { name: 'Curve for' }), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove point 4' }));
    fireEvent.change(screen.getByLabelText('Time of point 1'), { target: { value: '08:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a point' }));
    expect(points()).toHaveLength(4);
    await save();
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    const { days } = sentSettings().brightness.curve;
    expect(days[1]).toEqual([
      { time: '07:00', level: 100 },
      { time: '19:00', level: 100 },
      { time: '21:00', level: 30 },
      { time: '23:00', level: 15 },
    ]);
    expect(days[6].map((point: { time: string }) => point.time)).toEqual(['02:45', '08:30', '19:00', '21:00']);
    // Never at 0: devices that know no curve do not sleep.
    expect(sentSettings().sleep.enabled).toBe(false);
  });

  it('copies one day to every day', async () => {
    const handleClose = await openWithCurve();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Always on' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Curve for' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Brightness of point 1' }), { target: { value: '60' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Curve for' }), { target: { value: 'every' } });
    expect(screen.getByText(/The days have curves of their own/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Curve for' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this curve on every day' }));
    await save();
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentSettings().brightness.curve).toEqual(everyDay([{ time: '12:00', level: 60 }]));
  });

  it('refuses two points at one minute until one moves', async () => {
    const handleClose = await openWithCurve();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evening dim' }));
    fireEvent.change(screen.getByLabelText('Time of point 2'), { target: { value: '07:00' } });
    await save();
    expect(sentSettings()).toBeUndefined();
    expect(screen.getAllByText(/Two points/).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Time of point 2'), { target: { value: '18:00' } });
    await save();
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
  });
});

/** jsdom has no PointerEvent: a mouse event with a pointer id does for dragging. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

describe('the brightness chart', () => {
  beforeEach(() => {
    if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', TestPointerEvent);
  });

  it('moves a dragged point in 5 minutes and whole percent, never past its neighbours', async () => {
    const handleClose = await openWithCurve();
    fireEvent.click(screen.getByRole('switch', { name: 'Dim the screen by a curve over the day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evening dim' }));
    const chart = screen.getByTestId('brightness-chart');
    // A day of 1440 px across and 100 px high: a pixel a minute, a pixel a percent.
    chart.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1440, height: 100 }) as DOMRect;
    const third = chart.querySelector('[data-point="3"]') as Element;
    fireEvent.pointerDown(third, { pointerId: 1, clientX: 1260, clientY: 60 });
    fireEvent.pointerMove(third, { pointerId: 1, clientX: 1232, clientY: 75 });
    fireEvent.pointerUp(third, { pointerId: 1 });
    expect((screen.getByLabelText('Time of point 3') as HTMLInputElement).value).toBe('20:30');
    expect(screen.getByRole('slider', { name: 'Brightness of point 3' }).getAttribute('aria-valuetext')).toBe('25 %');
    // Dragged far left, it stops a minute after the point before it (19:00).
    fireEvent.pointerDown(third, { pointerId: 1, clientX: 1230, clientY: 75 });
    fireEvent.pointerMove(third, { pointerId: 1, clientX: 100, clientY: 75 });
    fireEvent.pointerUp(third, { pointerId: 1 });
    expect((screen.getByLabelText('Time of point 3') as HTMLInputElement).value).toBe('19:01');
    await save();
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentSettings().brightness.curve.days[4][2]).toEqual({ time: '19:01', level: 25 });
  });
});
