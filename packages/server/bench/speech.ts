import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createEspeakTts } from '../src/providers/speech/espeak.ts';
import { benchSettings } from './common.ts';

/**
 * `npm run bench:speech`: how long the event loop stalls while the embedded text-to-speech speaks, on its worker pool
 * (as the server runs it) beside the same eSpeak NG WebAssembly run on the main thread (how it ran before the pool),
 * side by side in one process. A ticker due every 5 ms records the widest gap between its ticks while PHRASES phrases
 * are spoken at once, ROUNDS times each way (the widest gap of each way counts). Goal: the pool's widest gap ≤ 0.25 ×
 * the main thread's (a stall of ~230 ms per phrase on the main thread; the ticker's own 5 ms on the pool).
 */
const { PHRASES, ROUNDS } = benchSettings({ PHRASES: 3, ROUNDS: 3 });
const phrases = Array.from({ length: PHRASES }, (_, i) => `Hello number ${i + 1}, how are you today?`);

async function worstGap(speak: () => Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const at = performance.now();
    worst = Math.max(worst, at - last);
    last = at;
  }, 5);
  await speak();
  clearInterval(ticker);
  return worst;
}

const espeakUrl = pathToFileURL(createRequire(import.meta.url).resolve('espeak-ng')).href;
const ESpeakNg = (await import(espeakUrl)).default as (opts: object) => Promise<{ FS: { readFile(p: string): Uint8Array } }>;
const onMainThread = async (text: string) => (await ESpeakNg({ arguments: ['-w', 'out.wav', '-v', 'en-us', ` ${text}`], print() {}, printErr() {} })).FS.readFile('out.wav');

const tts = createEspeakTts();
await tts.synthesize('warm up', 'alloy'); // each worker compiles the WebAssembly once
await onMainThread('warm up');
let pool = 0;
let main = 0;
// alternate the two so neither gets all the cold or all the warm CPU
for (let r = 0; r < ROUNDS; r++) {
  pool = Math.max(pool, await worstGap(() => Promise.all(phrases.map((p) => tts.synthesize(p, 'alloy')))));
  main = Math.max(main, await worstGap(() => Promise.all(phrases.map(onMainThread))));
}
await tts.close();
console.log(`phrases: ${PHRASES} at once × ${ROUNDS} rounds, ${tts.pool.threads} worker threads`);
console.log(`widest event-loop gap: worker pool ${pool.toFixed(1)} ms, main thread ${main.toFixed(1)} ms, ratio ${(pool / main).toFixed(2)} (goal ≤ 0.25)`);
