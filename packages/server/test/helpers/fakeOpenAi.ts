import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** ok; a 500; never an answer; or (streamed chat only) tokens every 20 ms until the client goes. */
export type FakeMode = 'ok' | 'error500' | 'hang' | 'slow';

export interface FakeOpenAi {
  url: string;
  /** How each endpoint answers next. */
  mode: { chat: FakeMode; speech: FakeMode; transcriptions: FakeMode };
  /** Parsed JSON bodies of /chat/completions calls; raw sizes of transcriptions. */
  chatRequests: { stream?: boolean; messages: { role: string; content: string }[]; response_format?: unknown; max_tokens?: number }[];
  transcriptionBodies: string[];
  /** What a structured-output (response_format) request answers; FAKE_EXTRACTION unless a test sets another. */
  extraction: unknown;
  /** In 'slow' mode: how many tokens a reply has before it ends (default: never ends). */
  slowTokens: number;
}

export const FAKE_REPLY = ['Tell ', 'me ', 'about ', 'Blackpool.'];
export const FAKE_EXTRACTION = {
  memory: { narrator: '', people: ['Pete'], dates: ['1958'], places: ['Blackpool'], relationships: [{ from: '', to: 'Pete', relation: 'brother' }], events: ['took the bus'] },
  story: {
    title: 'The Blackpool bus',
    theme: 'childhood',
    summary: 'Two children go to Blackpool alone.',
    content: 'We took the bus to Blackpool.',
    significance: { level: 'high', reason: 'A formative adventure.' },
    narrative: { people: ['Pete'], dateContext: '1958', place: 'Blackpool', actionOrEvent: 'took the bus' },
  },
  looseFacts: [{ type: 'person', value: 'the kind lady', suggestedPrompt: 'Who was the kind lady?' }],
};

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** startFakeOpenAi for a test file: started before its tests, closed after. */
export function useFakeOpenAi(): FakeOpenAi {
  let started: (FakeOpenAi & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    started = await startFakeOpenAi();
  });
  afterAll(async () => started?.close());
  return new Proxy({} as FakeOpenAi, {
    get: (_target, key) => started?.[key as keyof FakeOpenAi],
    set: (_target, key, value) => Reflect.set(started!, key, value),
  });
}

/** A local server that speaks the OpenAI protocol: streaming chat completions, /audio/speech, /audio/transcriptions. */
export async function startFakeOpenAi(): Promise<FakeOpenAi & { close(): Promise<void> }> {
  const fake: FakeOpenAi = { url: '', mode: { chat: 'ok', speech: 'ok', transcriptions: 'ok' }, chatRequests: [], transcriptionBodies: [], extraction: FAKE_EXTRACTION, slowTokens: Infinity };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const raw = Buffer.concat(parts);
      const path = req.url ?? '';
      const mode = path.endsWith('/chat/completions') ? fake.mode.chat : path.endsWith('/audio/speech') ? fake.mode.speech : fake.mode.transcriptions;
      if (mode === 'hang') return; // never answers
      if (mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        return;
      }
      if (path.endsWith('/chat/completions')) {
        const body = JSON.parse(raw.toString()) as FakeOpenAi['chatRequests'][number];
        fake.chatRequests.push(body);
        if (body.stream && mode === 'slow') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunk({ role: 'assistant', content: '' }));
          let n = 0;
          const timer = setInterval(() => {
            if (n < fake.slowTokens) {
              res.write(chunk({ content: `word${n++} ` }));
              return;
            }
            clearInterval(timer);
            res.write(chunk({}, 'stop'));
            res.end('data: [DONE]\n\n');
          }, 20);
          res.on('close', () => clearInterval(timer));
          return;
        }
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunk({ role: 'assistant', content: '' }));
          for (const token of FAKE_REPLY) res.write(chunk({ content: token }));
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
          return;
        }
        const content = body.response_format ? JSON.stringify(fake.extraction) : 'A day at Blackpool';
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c2',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      } else if (path.endsWith('/audio/speech')) {
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3fake-mp3'));
      } else if (path.endsWith('/audio/transcriptions')) {
        fake.transcriptionBodies.push(raw.toString('latin1'));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: ' I was born in Leeds. ' }));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(fake, {
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  });
}
