import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave, type AutosaveOutcome } from './use-autosave';

type Outcome = AutosaveOutcome<string>;

interface Props {
  draft: string;
  dirty: boolean;
  version: number;
  blocked?: boolean;
  enabled?: boolean;
}

/** A save the test settles by hand: each call waits for `settle(outcome)`. */
function manualSave() {
  const calls: { draft: string; settle(outcome: Outcome): void }[] = [];
  const save = vi.fn(
    (draft: string) =>
      new Promise<Outcome>((resolve) => {
        calls.push({ draft, settle: resolve });
      }),
  );
  return { save, calls };
}

function renderAutosave(save: (draft: string) => Promise<Outcome>, initial: Props) {
  return renderHook(
    ({ draft, dirty, version, blocked = false, enabled = true }: Props) =>
      useAutosave<string, string>({ enabled, draft, dirty, version, storedAt: 1000, blocked, save }),
    { initialProps: initial },
  );
}

/** Lets the promise callbacks of a settled save run, with the re-render they cause. */
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAutosave', () => {
  it('saves a couple of seconds after the last change, each change starting the wait again', async () => {
    const { save, calls } = manualSave();
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    expect(view.result.current.state).toEqual({ state: 'pending' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    view.rerender({ draft: 'ab', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0].draft).toBe('ab');
    expect(view.result.current.state).toEqual({ state: 'saving' });
    calls[0].settle({ state: 'saved' });
    await flush();
    // The form now holds the stored version: nothing unsaved.
    view.rerender({ draft: 'ab', dirty: false, version: 2 });
    expect(view.result.current.state).toEqual({ state: 'saved', at: 1000 });
  });

  it('never runs two saves at once: changes made during one are saved after it', async () => {
    const { save, calls } = manualSave();
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    view.rerender({ draft: 'abc', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
    calls[0].settle({ state: 'saved' });
    await flush();
    // The first save is stored (version 2); what was typed meanwhile is still unsaved.
    view.rerender({ draft: 'abc', dirty: true, version: 2 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1].draft).toBe('abc');
  });

  it('does not save an invalid form, says why, and tries again only after the next change', async () => {
    const save = vi.fn(async (draft: string): Promise<Outcome> =>
      draft.length < 3 ? { state: 'invalid', why: 'too short' } : { state: 'saved' },
    );
    const view = renderAutosave(save, { draft: 'ab', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await flush();
    expect(view.result.current.state).toEqual({ state: 'invalid', why: 'too short' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5));
    expect(save).toHaveBeenCalledTimes(1);
    view.rerender({ draft: 'abc', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await flush();
    expect(save).toHaveBeenCalledTimes(2);
    view.rerender({ draft: 'abc', dirty: false, version: 2 });
    expect(view.result.current.state).toEqual({ state: 'saved', at: 1000 });
  });

  it('stops after a version saved elsewhere, until the form holds a newer stored version', async () => {
    const save = vi.fn(async (): Promise<Outcome> => ({ state: 'conflict' }));
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await flush();
    expect(view.result.current.state).toEqual({ state: 'conflict' });
    view.rerender({ draft: 'ab', dirty: true, version: 1 });
    view.rerender({ draft: 'abc', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5));
    expect(save).toHaveBeenCalledTimes(1);
    expect(view.result.current.state).toEqual({ state: 'conflict' });
    // "Load the saved version": the form is based on version 3 now, and autosave goes on.
    view.rerender({ draft: 'abcd', dirty: true, version: 3 });
    expect(view.result.current.state).toEqual({ state: 'pending' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('offline, tries nothing and says the work is kept in the browser; back online, it saves', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const save = vi.fn(async (): Promise<Outcome> => ({ state: 'saved' }));
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    expect(view.result.current.state).toEqual({ state: 'offline' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5));
    expect(save).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(view.result.current.state).toEqual({ state: 'pending' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('after a failed connection, says offline and tries again on its own', async () => {
    const save = vi
      .fn<(draft: string) => Promise<Outcome>>()
      .mockResolvedValueOnce({ state: 'offline' })
      .mockResolvedValue({ state: 'saved' });
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await flush();
    expect(view.result.current.state).toEqual({ state: 'offline' });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 5));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(15_000));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves at once when the tab is hidden', () => {
    const save = vi.fn(async (): Promise<Outcome> => ({ state: 'saved' }));
    renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('an explicit write waits for the save in flight, and none starts while it runs', async () => {
    const { save, calls } = manualSave();
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 1 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    const order: string[] = [];
    let release = () => {};
    let written: Promise<string> = Promise.resolve('');
    act(() => {
      written = view.result.current.pause(async () => {
        order.push('write');
        await new Promise<void>((resolve) => (release = resolve));
        return 'stored';
      });
    });
    await flush();
    expect(order).toEqual([]);
    calls[0].settle({ state: 'saved' });
    await flush();
    expect(order).toEqual(['write']);
    view.rerender({ draft: 'ab', dirty: true, version: 2 });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await act(async () => {
      expect(await written).toBe('stored');
    });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('is off for an item not saved yet', () => {
    const save = vi.fn(async (): Promise<Outcome> => ({ state: 'saved' }));
    const view = renderAutosave(save, { draft: 'a', dirty: true, version: 0, enabled: false });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(save).not.toHaveBeenCalled();
    expect(view.result.current.state).toEqual({ state: 'off' });
  });
});
