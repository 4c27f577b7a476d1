import { describe, expect, it } from 'vitest';
import { INITIAL_REMOTE, parseCommand, type RemoteState, remoteReducer, SHOW_WAIT_MS } from './commands.ts';

const NOW = 1_000_000;
const holding = (...ids: number[]) => new Set(ids);

function obey(state: RemoteState, data: Record<string, unknown>, itemIds = holding(), now = NOW): RemoteState {
  const command = parseCommand(JSON.stringify(data));
  if (!command) throw new Error(`not a command: ${JSON.stringify(data)}`);
  return remoteReducer(state, { type: 'command', command, itemIds, now });
}

describe('commands from the event stream', () => {
  it('reads the commands it knows, and no other', () => {
    expect(parseCommand('{"id":"a","command":"next"}')).toEqual({ id: 'a', command: 'next' });
    expect(parseCommand('{"id":"a","command":"show","itemId":7}')).toEqual({ id: 'a', command: 'show', itemId: 7 });
    for (const data of [
      '',
      'not json',
      'null',
      '{"command":"next"}',
      '{"id":"a","command":"dance"}',
      '{"id":"a","command":"show"}',
      '{"id":"a","command":"show","itemId":0}',
      '{"id":"a","command":"show","itemId":"7"}',
    ]) {
      expect(parseCommand(data), data).toBeNull();
    }
  });
});

describe('the remote control', () => {
  it('asks for a move per command, so the same command twice moves twice', () => {
    const once = obey(INITIAL_REMOTE, { id: '1', command: 'next' });
    const twice = obey(once, { id: '2', command: 'next' });
    expect(once.move).toMatchObject({ kind: 'next' });
    expect(twice.move?.serial).not.toBe(once.move?.serial);
    expect(obey(twice, { id: '3', command: 'previous' }).move).toMatchObject({ kind: 'previous' });
  });

  it('obeys a command delivered twice only once', () => {
    const once = obey(INITIAL_REMOTE, { id: '1', command: 'next' });
    expect(obey(once, { id: '1', command: 'next' })).toBe(once);
  });

  it('holds the slide from pause until resume', () => {
    const paused = obey(INITIAL_REMOTE, { id: '1', command: 'pause' });
    expect(paused.isPaused).toBe(true);
    expect(obey(paused, { id: '2', command: 'next' }).isPaused).toBe(true);
    expect(obey(paused, { id: '3', command: 'resume' }).isPaused).toBe(false);
  });

  it('shows an item the playlist holds at once', () => {
    const state = obey(INITIAL_REMOTE, { id: '1', command: 'show', itemId: 5 }, holding(4, 5));
    expect(state.move).toMatchObject({ kind: 'show', itemId: 5 });
    expect(state.waitingShow).toBeNull();
  });

  it('waits for the playlist to hold an item to show, then shows it', () => {
    const waiting = obey(INITIAL_REMOTE, { id: '1', command: 'show', itemId: 5 }, holding(4));
    expect(waiting.move).toBeNull();
    expect(waiting.waitingShow).toEqual({ itemId: 5, until: NOW + SHOW_WAIT_MS });
    const stillWaiting = remoteReducer(waiting, { type: 'playlist', itemIds: holding(4), now: NOW + 1_000 });
    expect(stillWaiting.waitingShow).not.toBeNull();
    const shown = remoteReducer(stillWaiting, { type: 'playlist', itemIds: holding(4, 5), now: NOW + 2_000 });
    expect(shown.move).toMatchObject({ kind: 'show', itemId: 5 });
    expect(shown.waitingShow).toBeNull();
  });

  it('gives up on an item that does not come in time', () => {
    const waiting = obey(INITIAL_REMOTE, { id: '1', command: 'show', itemId: 5 }, holding(4));
    const late = remoteReducer(waiting, { type: 'playlist', itemIds: holding(4), now: NOW + SHOW_WAIT_MS });
    expect(late.waitingShow).toBeNull();
    expect(late.move).toBeNull();
    // Arriving afterwards, it comes at its turn only.
    expect(
      remoteReducer(late, { type: 'playlist', itemIds: holding(4, 5), now: NOW + SHOW_WAIT_MS + 1 }).move,
    ).toBeNull();
  });

  it('asks the player to start again, with or without its cache', () => {
    expect(obey(INITIAL_REMOTE, { id: '1', command: 'reload' }).restart).toBe('reload');
    expect(obey(INITIAL_REMOTE, { id: '1', command: 'clear-cache' }).restart).toBe('clear-cache');
  });
});
