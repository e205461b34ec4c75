import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, createIdCounter, createToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('add puts the new notification first and keeps only the newest one', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('update merges fields into the notification with the same id', () => {
    const store = createToastStore();
    const { id } = store.toast({ title: 'Saving', description: 'Please wait' });
    store.update(id, { title: 'Saved' });
    expect(store.getSnapshot()[0]).toMatchObject({ id, title: 'Saved', description: 'Please wait', open: true });
  });

  it('dismiss with an id closes only that notification', () => {
    const store = createToastStore({ limit: 2 });
    const a = store.toast({ title: 'A' });
    const b = store.toast({ title: 'B' });
    store.dismiss(a.id);
    expect(store.getSnapshot().map((t) => [t.id, t.open])).toEqual([[b.id, true], [a.id, false]]);
  });

  it('dismiss without an id closes every notification', () => {
    const store = createToastStore({ limit: 2 });
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.dismiss();
    expect(store.getSnapshot().map((t) => t.open)).toEqual([false, false]);
  });

  it('dismiss schedules removal after 1,000,000 ms', () => {
    const store = createToastStore();
    const { dismiss } = store.toast({ title: 'Bye' });
    dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('remove with an id deletes only that notification', () => {
    const store = createToastStore({ limit: 2 });
    const a = store.toast({ title: 'A' });
    const b = store.toast({ title: 'B' });
    store.remove(a.id);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([b.id]);
  });

  it('remove without an id deletes every notification', () => {
    const store = createToastStore({ limit: 2 });
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.remove();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('toast() returns its id, a dismiss action and an update action', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Profile saved!' });
    handle.update({ description: 'All done' });
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, description: 'All done', variant: 'default' });
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('ids are strings from a counter that wraps at Number.MAX_SAFE_INTEGER', () => {
    const next = createIdCounter(Number.MAX_SAFE_INTEGER - 2);
    expect([next(), next(), next()]).toEqual([String(Number.MAX_SAFE_INTEGER - 1), '0', '1']);
  });

  it('keeps the destructive variant and the optional action', () => {
    const store = createToastStore();
    const onPress = vi.fn();
    store.toast({ title: 'Error saving profile', variant: 'destructive', action: { label: 'Try again', onPress } });
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'destructive', action: { label: 'Try again' } });
  });
});
