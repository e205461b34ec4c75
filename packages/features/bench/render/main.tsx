/**
 * In the page: streams TOKENS tokens at RATE tokens/s into MessageList through the same
 * per-frame batching the chat uses, and measures React commits (Profiler), the render cost per
 * token and long tasks. The result is left on window.__benchResult for run.ts.
 */
import { Profiler, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MessageList } from '../../src/MessageList/MessageList.tsx';
import type { ChatMessage } from '../../src/MessageList/types.ts';
import { useFrameBatchedText } from '../../src/MessageList/useFrameBatchedText.ts';
import { progressForTokens } from '../../src/streaming/progress.ts';

const params = new URLSearchParams(location.search);
const TOKENS = Number(params.get('tokens') ?? 8000);
const RATE = Number(params.get('rate') ?? 100);
/**
 * Paragraphs of this many tokens on average (from half to one and a half times as many), as a
 * model's reply has; 0 for one endless paragraph, the worst case.
 */
const PARAGRAPH = Number(params.get('paragraph') ?? 0);
/** The same paragraph lengths on every run. */
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const paragraphLength = () => Math.round(PARAGRAPH / 2 + random() * PARAGRAPH);
let nextBreak = PARAGRAPH ? paragraphLength() : Infinity;

interface Commit {
  at: number;
  duration: number;
  tokens: number;
}
const commits: Commit[] = [];
let delivered = 0;
let streamStart = Infinity;
let longestTask = 0;
let longTasks = 0;
let frames = 0;
let streaming = true;
/** The whole reply, for the complete message it becomes at the end. */
let fullText = '';
const countFrame = () => {
  if (performance.now() >= streamStart) frames += 1;
  if (streaming) requestAnimationFrame(countFrame);
};
requestAnimationFrame(countFrame);
// Only tasks while the reply streams count: loading the page's modules is not rendering.
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= streamStart) {
      longestTask = Math.max(longestTask, entry.duration);
      longTasks += 1;
    }
}).observe({ type: 'longtask' });

const words = ['We ', 'walked ', 'to ', 'the ', 'fair ', 'on ', 'Hampstead ', 'Heath, ', 'Mum, ', 'Alfie ', 'and ', 'me. '];

function Bench() {
  const { text, append, flush } = useFrameBatchedText();
  const [done, setDone] = useState(false);
  // As in the app, the finished reply becomes a complete message in the log (that swap is measured too).
  const [finished, setFinished] = useState<ChatMessage[] | null>(null);
  useEffect(() => {
    const started = performance.now();
    streamStart = started;
    performance.mark('bench:stream-start');
    // Catch up on whole tokens each tick, so the rate holds even when timers are late.
    const timer = setInterval(() => {
      const due = Math.min(TOKENS, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (delivered < due) {
        delivered += 1;
        if (delivered === nextBreak) {
          nextBreak += paragraphLength();
          append('\n\n');
          fullText += '\n\n';
        } else {
          const word = words[delivered % words.length] as string;
          append(word);
          fullText += word;
        }
      }
      if (delivered >= TOKENS) {
        clearInterval(timer);
        flush();
        streaming = false;
        performance.mark('bench:stream-end');
        setTimeout(() => setFinished([{ id: 'reply', role: 'assistant', content: fullText, timestamp: new Date() }]), 50);
        setTimeout(() => setDone(true), 1000);
      }
    }, 1000 / RATE);
    return () => clearInterval(timer);
  }, [append, flush]);
  useEffect(() => {
    if (!done) return;
    (window as unknown as { __benchResult: unknown }).__benchResult = { commits, longestTask, longTasks, frames, tokens: TOKENS, rate: RATE };
  }, [done]);
  return (
    <Profiler id="MessageList" onRender={(_id, _phase, duration) => commits.push({ at: performance.now(), duration, tokens: delivered })}>
      <MessageList messages={finished ?? []} streaming={finished ? null : { text, progress: progressForTokens(delivered) }} />
    </Profiler>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Bench />);
