import { describe, expect, it } from 'vitest';
import { createFrameBatcher, type FrameScheduler } from './frameBatcher.ts';

function manualFrames() {
  const queued = new Map<number, () => void>();
  let next = 0;
  const scheduler: FrameScheduler = {
    request: (callback) => {
      queued.set(++next, callback);
      return next;
    },
    cancel: (handle) => void queued.delete(handle),
  };
  const runFrame = () => {
    const callbacks = [...queued.values()];
    queued.clear();
    callbacks.forEach((callback) => callback());
  };
  return { scheduler, runFrame, pending: () => queued.size };
}

describe('createFrameBatcher', () => {
  it('hands on all tokens of a frame in one flush', () => {
    const frames = manualFrames();
    const chunks: string[] = [];
    const batcher = createFrameBatcher((chunk) => chunks.push(chunk), frames.scheduler);
    ['Hamp', 'stead ', 'Heath'].forEach(batcher.push);
    expect(frames.pending()).toBe(1);
    expect(chunks).toEqual([]);
    frames.runFrame();
    expect(chunks).toEqual(['Hampstead Heath']);
  });

  it('asks for one frame per batch, never one per token', () => {
    const frames = manualFrames();
    const chunks: string[] = [];
    const batcher = createFrameBatcher((chunk) => chunks.push(chunk), frames.scheduler);
    for (let i = 0; i < 1000; i++) batcher.push('x');
    expect(frames.pending()).toBe(1);
    frames.runFrame();
    batcher.push('y');
    frames.runFrame();
    expect(chunks).toEqual(['x'.repeat(1000), 'y']);
  });

  it('flushes at once on demand and skips an empty buffer', () => {
    const frames = manualFrames();
    const chunks: string[] = [];
    const batcher = createFrameBatcher((chunk) => chunks.push(chunk), frames.scheduler);
    batcher.flush();
    batcher.push('end');
    batcher.flush();
    expect(frames.pending()).toBe(0);
    expect(chunks).toEqual(['end']);
  });

  it('drops the buffer when cancelled', () => {
    const frames = manualFrames();
    const chunks: string[] = [];
    const batcher = createFrameBatcher((chunk) => chunks.push(chunk), frames.scheduler);
    batcher.push('lost');
    batcher.cancel();
    frames.runFrame();
    expect(chunks).toEqual([]);
  });
});
