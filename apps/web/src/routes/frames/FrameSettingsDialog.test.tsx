import { DEFAULT_FRAME_SETTINGS } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FrameSettingsDialog, intervalChoices } from './FrameSettingsDialog.tsx';
import { sleepScheduleIssue, withDay } from './sleep-schedule.ts';

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

const sentChanges = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('the sleep schedule rules', () => {
  const on = { ...DEFAULT_FRAME_SETTINGS.sleep, enabled: true };

  it('asks for a day and a stretch of time only while the schedule is on', () => {
    expect(sleepScheduleIssue(on)).toBeNull();
    expect(sleepScheduleIssue({ ...on, days: [] })).toBe('noDays');
    expect(sleepScheduleIssue({ ...on, start: '07:00', end: '07:00' })).toBe('sameTimes');
    expect(sleepScheduleIssue({ ...on, enabled: false, days: [] })).toBeNull();
  });

  it('adds and takes away days, keeping them in order', () => {
    expect(withDay({ ...on, days: [1, 5] }, 3, true).days).toEqual([1, 3, 5]);
    expect(withDay({ ...on, days: [1, 3, 5] }, 3, false).days).toEqual([1, 5]);
    expect(withDay({ ...on, days: [1] }, 1, true).days).toEqual([1]);
  });
});

describe('the frame settings dialog', () => {
  it('offers the intervals as durations, keeping one the list lacks', async () => {
    expect(intervalChoices(20)).toEqual([5, 10, 15, 20, 30, 60, 300, 900, 3600]);
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    const interval = screen.getByRole('combobox', { name: 'Slideshow interval' }) as HTMLSelectElement;
    expect(
      within(interval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 seconds', '10 seconds', '15 seconds', '30 seconds', '1 minute', '5 minutes', '15 minutes', '1 hour']);
    expect(interval.value).toBe('15');
  });

  it('turns every setting on and off with a switch, the same control throughout', async () => {
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getAllByRole('switch').map((control) => control.closest('label')?.textContent)).toEqual([
      'Shuffle the photos',
      'Show “On this day” memories in the morning and the evening',
      'Show photos flagged as not for frames',
      'Show captions',
      'Show the date taken',
      'Show who shared the photo',
      'Show the time and date',
      'Show the weather',
      'Dim the screen by a curve over the day',
      'Turn the screen off on a schedule',
    ]);
  });

  it('offers what fills the screen around a photo of the other shape, the blurred photo first', async () => {
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    const fill = screen.getByRole('combobox', { name: 'Fill around photos' }) as HTMLSelectElement;
    expect(fill.value).toBe('blur');
    expect(
      within(fill)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The photo, blurred', 'Another photo of the same shape', 'Black']);
    expect(screen.getByText(/such as a portrait on a landscape screen/)).toBeTruthy();
  });

  it('shows the sleep times and days once the schedule is turned on, days named in full', async () => {
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    expect(screen.queryByLabelText('Screen off at')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Turn the screen off on a schedule' }));
    expect((screen.getByLabelText('Screen off at') as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Screen on again at') as HTMLInputElement).value).toBe('07:00');
    const days = within(screen.getByRole('group', { name: 'On these days' })).getAllByRole('checkbox');
    expect(days.map((day) => day.getAttribute('aria-checked'))).toEqual(Array(7).fill('true'));
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeTruthy();
  });

  it('refuses a schedule without days, then saves every setting in one change', async () => {
    const handleClose = vi.fn();
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={handleClose} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Turn the screen off on a schedule' }));
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(screen.getByText('Choose at least one day')).toBeTruthy();
    expect(sentChanges()).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.change(screen.getByLabelText('Screen off at'), { target: { value: '23:30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Living room ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Slideshow interval' }), { target: { value: '60' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Transition' }), { target: { value: 'slide' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Orientation' }), { target: { value: 'portrait' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Fill around photos' }), { target: { value: 'black' } });
    expect(screen.queryByRole('combobox', { name: 'Newer photos' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Shuffle the photos' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Newer photos' }), { target: { value: 'strong' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show “On this day” memories in the morning and the evening' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show captions' }));
    // Off by default: screenshots, documents, blurred and dark photos stay off the frame until this is on.
    const unfit = screen.getByRole('switch', { name: 'Show photos flagged as not for frames' });
    expect(unfit.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(unfit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentChanges()).toEqual({
      name: 'Living room',
      settings: {
        intervalSeconds: 60,
        transition: 'slide',
        shuffle: true,
        showCaptions: false,
        orientation: 'portrait',
        fill: 'black',
        sleep: { enabled: true, start: '23:30', end: '07:00', days: [0, 6] },
        recency: 'strong',
        memories: false,
        showClock: false,
        clockFormat: 'auto',
        showTakenAt: false,
        showSharedBy: false,
        brightness: { curve: null },
        weather: { enabled: false, place: null, unit: 'celsius' },
        showUnfit: true,
      },
    });
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[0]).toBe('/api/v3/frames/7');
  }, 30_000);

  it('groups what the frame writes on screen, offers the clock’s hours once the clock is on, and the Ken Burns zoom', async () => {
    const handleClose = vi.fn();
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={handleClose} />);
    const onScreen = screen.getByRole('group', { name: 'On screen' });
    expect(within(onScreen).getAllByRole('switch')).toHaveLength(5);
    expect(within(onScreen).getByRole('switch', { name: 'Show captions' }).getAttribute('aria-checked')).toBe('true');
    for (const name of ['Show the date taken', 'Show who shared the photo', 'Show the time and date']) {
      expect(within(onScreen).getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    }
    expect(screen.queryByRole('combobox', { name: 'Clock' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Show the time and date' }));
    const clock = screen.getByRole('combobox', { name: 'Clock' }) as HTMLSelectElement;
    expect(
      within(clock)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['As usual in the frame’s language', '24-hour (14:30)', '12-hour (2:30 PM)']);
    fireEvent.change(clock, { target: { value: '12h' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show the date taken' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show who shared the photo' }));
    const transition = screen.getByRole('combobox', { name: 'Transition' });
    expect(within(transition).getByRole('option', { name: 'Slow zoom (Ken Burns)' })).toBeTruthy();
    fireEvent.change(transition, { target: { value: 'ken-burns' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));

    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentChanges().settings).toMatchObject({
      transition: 'ken-burns',
      showCaptions: true,
      showClock: true,
      clockFormat: '12h',
      showTakenAt: true,
      showSharedBy: true,
    });
  }, 30_000);
});
