import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { TextToSpeech } from './types.ts';
import { threadsForCores, WorkerPool } from './workerPool.ts';

/**
 * The worker: a new eSpeak NG WebAssembly instance per call (its main() runs once per instance,
 * TOOLCHAIN "Speech"), ~230 ms of CPU that now stalls a worker thread, never the event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.espeakUrl);
parentPort.on('message', async (spoken) => {
  try {
    const ESpeakNg = (await loading).default;
    const espeak = await ESpeakNg({ arguments: ['-w', 'out.wav', '-v', 'en-us', spoken], print() {}, printErr() {} });
    const wav = espeak.FS.readFile('out.wav');
    parentPort.postMessage({ ok: true, value: wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String(err && err.message || err) });
  }
});
`;

/** How long one synthesis may take before its worker is terminated. */
export const ESPEAK_TIMEOUT_MS = 10_000;

export interface EspeakOptions {
  threads?: number;
  timeoutMs?: number;
  /** Calls waiting for a thread beyond this are refused at once (the rate limits keep it rare). */
  maxQueue?: number;
}

/**
 * eSpeak NG compiled to WebAssembly, in process, no network: a WAV per call, on a pool of worker
 * threads sized to the cores. OpenAI voice names mean nothing to it: every voice speaks en-us.
 */
export function createEspeakTts(opts: EspeakOptions = {}): TextToSpeech & { close(): Promise<void>; pool: WorkerPool<string, Uint8Array> } {
  const espeakUrl = pathToFileURL(createRequire(import.meta.url).resolve('espeak-ng')).href;
  const pool = new WorkerPool<string, Uint8Array>(WORKER_SOURCE, { espeakUrl }, {
    threads: opts.threads ?? threadsForCores(),
    timeoutMs: opts.timeoutMs ?? ESPEAK_TIMEOUT_MS,
    maxQueue: opts.maxQueue ?? 64,
  });
  return {
    pool,
    async synthesize(text, _voice, signal) {
      signal?.throwIfAborted();
      // One argv element, never an option: a leading '-' would be read as a flag.
      const spoken = ` ${text.replace(/\s+/g, ' ').trim()}`;
      const wav = await pool.run(spoken, signal);
      return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), contentType: 'audio/wav' };
    },
    close: () => pool.close(),
  };
}
