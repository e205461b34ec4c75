import { afterEach, describe, expect, it } from 'vitest';
import { createEspeakTts } from './espeak.ts';
import { WorkerPool, WorkerTimeoutError } from './workerPool.ts';

const ECHO_OR_HANG = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (input) => {
  if (input === 'hang') for (;;) {}
  parentPort.postMessage({ ok: true, value: input.toUpperCase() });
});`;

const pools: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('a stuck worker is terminated at the timeout and replaced; the next task runs', async () => {
    const pool = new WorkerPool<string, string>(ECHO_OR_HANG, null, { threads: 1, timeoutMs: 300, maxQueue: 10 });
    pools.push(pool);
    const started = Date.now();
    const [stuck, after] = await Promise.allSettled([pool.run('hang'), pool.run('next')]);
    expect(stuck).toMatchObject({ status: 'rejected', reason: expect.any(WorkerTimeoutError) });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(after).toEqual({ status: 'fulfilled', value: 'NEXT' });
    expect(pool.threads).toBe(1);
  });

  it('a full queue is refused at once', async () => {
    const pool = new WorkerPool<string, string>(ECHO_OR_HANG, null, { threads: 1, timeoutMs: 300, maxQueue: 1 });
    pools.push(pool);
    const running = pool.run('hang').catch(() => undefined);
    const waiting = pool.run('a');
    await expect(pool.run('b')).rejects.toThrow('too many tasks waiting');
    await running;
    await expect(waiting).resolves.toBe('A');
  });
});

describe('embedded text-to-speech off the main thread', () => {
  it('speaks a WAV, and the event loop keeps turning while it does', async () => {
    const tts = createEspeakTts({ threads: 1 });
    pools.push(tts);
    await tts.synthesize('warm up', 'alloy'); // the first call compiles the WebAssembly
    // The loop's turns while three phrases are spoken: on the main thread eSpeak held it for each whole phrase (a
    // handful of turns in all); on a worker it turns freely. How long it stalls is bench:speech's to measure.
    let turns = 0;
    let speaking = true;
    const turn = () => {
      turns += 1;
      if (speaking) setImmediate(turn);
    };
    setImmediate(turn);
    const results = await Promise.all([1, 2, 3].map((i) => tts.synthesize(`Hello number ${i}, how are you today?`, 'alloy')));
    speaking = false;
    for (const r of results) {
      expect(r.contentType).toBe('audio/wav');
      expect(r.audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
    expect(turns).toBeGreaterThan(100);
  });
});
