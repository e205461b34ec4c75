/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { registerBookFonts } from '../src/book/fonts.ts';
import { renderBook } from '../src/book/render.tsx';
import { bookStyles, pageSize } from '../src/book/styles.ts';
import type { Book } from '../src/book/types.ts';

/**
 * `npm run bench:book`: a 300-story book rendered in process (seconds and peak RSS), beside the same
 * engine rendering the same text as plain paragraphs: on one flowing page with react-pdf's page
 * engine (the book's: `layout` implies it), and with its classic one. Each render runs in a process
 * of its own, so that each peak RSS is its own, BENCH_ROUNDS times (the best time and the highest
 * RSS count). Goal: the book ≤ 2 × the plain render on the book's engine.
 */
const stories = Number(process.env.BENCH_STORIES ?? 300);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const kinds = ['plain', 'plain-classic', 'book'] as const;
type Kind = (typeof kinds)[number];
interface Result {
  seconds: number;
  /** CPU seconds (user and system, all threads): steadier than the clock on a busy machine. */
  cpuSeconds: number;
  bytes: number;
  peakRssMb: number;
}

const sentences = [
  'In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.',
  'Frank and I carried the pails through it every morning, and the walls of it shone blue when the sun came up.',
  'We celebrated Tết with the Nguyễn family next door, who made bánh chưng in the yard for three days.',
  'My mother kept the letters from Kraków in a biscuit tin under the stairs, tied with a green ribbon.',
  'When the ship reached Ōsaka it was raining, and nobody had told us how to say thank you.',
  'It was hard work, but we sang the whole way home and nobody minded the cold.',
];

function sampleBook(): Book {
  return {
    title: 'The Stories of Rose',
    storyteller: 'Rose',
    dedication: 'For Frank, who dug the tunnel, and for everyone who listened.',
    order: 'chronology',
    largePrint: false,
    madeOn: new Date('2026-11-25T12:00:00Z'),
    chapters: Array.from({ length: stories }, (_, i) => ({
      id: String(i + 1),
      title: `Story ${i + 1}: ${['The Snow Tunnel', 'Tết Next Door', 'Letters from Kraków', 'Rain in Ōsaka'][i % 4]}`,
      theme: 'childhood',
      whenWhere: `${1940 + (i % 50)} · ${['Cork', 'Kraków', 'Ōsaka', 'Hội An'][i % 4]}`,
      status: i % 7 === 0 ? 'draft' : 'confirmed',
      private: i % 11 === 0,
      // 2 to 6 paragraphs of 3 to 6 sentences: a story of 150 to 700 words.
      paragraphs: Array.from({ length: 2 + (i % 5) }, (_, p) =>
        Array.from({ length: 3 + ((i + p) % 4) }, (_, s) => sentences[(i + p + s) % sentences.length]).join(' '),
      ),
      pullQuote: sentences[i % sentences.length]!,
      people: ['Frank', 'Nguyễn Văn An', `Neighbour ${i % 20}`],
      place: ['Cork', 'Kraków', 'Ōsaka', 'Hội An'][i % 4]!,
      perspectives: i % 3 === 0 ? [{ author: 'Ann', text: 'I remember Grandma telling this every Christmas; it grew a foot every year.' }] : [],
    })),
  };
}

/** The same words, as plain paragraphs: each story's title and paragraphs, one flowing Page. */
function plainDocument(book: Book, classic: boolean) {
  const styles = bookStyles(false);
  return (
    <Document>
      <Page size={pageSize} style={[styles.page, { padding: 54 }]} experimentalPagination={!classic}>
        {book.chapters.flatMap((c) => [
          <Text key={`t${c.id}`}>{c.title}</Text>,
          ...c.paragraphs.map((p, i) => (
            <Text key={`${c.id}-${i}`} style={styles.paragraph}>
              {p}
            </Text>
          )),
        ])}
      </Page>
    </Document>
  );
}

async function child(kind: Kind) {
  const book = sampleBook();
  registerBookFonts();
  const start = performance.now();
  const cpu = process.cpuUsage();
  const pdf = kind === 'book' ? await renderBook(book) : await renderToBuffer(plainDocument(book, kind === 'plain-classic'));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const result: Result = { seconds, cpuSeconds: (used.user + used.system) / 1e6, bytes: pdf.length, peakRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(JSON.stringify(result));
}

function run(kind: Kind): Promise<Result> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), kind], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`${kind} render exited with ${code}`))));
  });
}

const asked = process.argv[2];
if ((kinds as readonly string[]).includes(asked ?? '')) {
  await child(asked as Kind);
} else {
  const best = new Map<Kind, Result>();
  // Alternated, so that neither gets all of a busy or a quiet moment.
  for (let r = 0; r < rounds; r += 1) {
    for (const kind of kinds) {
      const result = await run(kind);
      const known = best.get(kind);
      best.set(
        kind,
        known
          ? { seconds: Math.min(known.seconds, result.seconds), cpuSeconds: Math.min(known.cpuSeconds, result.cpuSeconds), bytes: result.bytes, peakRssMb: Math.max(known.peakRssMb, result.peakRssMb) }
          : result,
      );
    }
  }
  const row = (label: string, r: Result) =>
    console.log(
      `${label.padEnd(34)} ${r.seconds.toFixed(2).padStart(7)} s (${r.cpuSeconds.toFixed(2).padStart(6)} s CPU)  peak RSS ${r.peakRssMb.toFixed(0).padStart(5)} MB  ${(r.bytes / 1024).toFixed(0).padStart(6)} KB`,
    );
  console.log(`${stories} stories, @react-pdf/renderer, Literata, best of ${rounds}`);
  row('plain paragraphs (classic engine)', best.get('plain-classic')!);
  row('plain paragraphs (book’s engine)', best.get('plain')!);
  row('the book', best.get('book')!);
  const plain = best.get('plain')!;
  const book = best.get('book')!;
  console.log(
    `the book ÷ plain paragraphs: time ${(book.seconds / plain.seconds).toFixed(2)} (CPU ${(book.cpuSeconds / plain.cpuSeconds).toFixed(2)}; goal ≤ 2), peak RSS ${(book.peakRssMb / plain.peakRssMb).toFixed(2)}`,
  );
}
