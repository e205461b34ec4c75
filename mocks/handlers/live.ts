import { delay, http, HttpResponse } from 'msw';
import { memoryPayload, recordingId, stories } from '../fixtures/index.ts';
import { toneWav } from '../fixtures/audio.ts';

const encoder = new TextEncoder();
const frame = (data: unknown) => encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

/** The reply a mocked interviewer streams, a word at a time. */
export const mockReply = 'Hampstead Heath in 1946, with Mum and Alfie. What happened when you let go of her hand?';

/** The mocked reply streamed word by word, `pauseMs` between words. */
const streamReply = (pauseMs: number, firstTokenMs = 150) => () =>
  sseResponse(async (controller) => {
    await delay(firstTokenMs);
    for (const word of mockReply.split(/(?<= )/)) {
      controller.enqueue(frame({ text: word }));
      await delay(pauseMs);
    }
    controller.enqueue(frame({ memory: memoryPayload }));
    controller.enqueue(frame('[DONE]'));
    controller.close();
  });

function sseResponse(write: (controller: ReadableStreamDefaultController<Uint8Array>) => Promise<void>) {
  const body = new ReadableStream<Uint8Array>({ start: (controller) => write(controller) });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}

export const chatHandlers = {
  default: http.post('*/chat', streamReply(30)),
  /** The same reply, a word every 400 ms after a 1.5 s wait: progress can be watched. */
  slow: http.post('*/chat', streamReply(400, 1500)),
  /** Tokens keep coming and [DONE] never does. */
  neverEnding: http.post('*/chat', () =>
    sseResponse(async (controller) => {
      try {
        for (;;) {
          controller.enqueue(frame({ text: 'and then ' }));
          await delay(50);
        }
      } catch {
        // enqueue throws once the reader has gone away: the stream ends with it.
      }
    }),
  ),
  /** The stream opens, sends a few words, then carries an {error} item: 'Stream error'. */
  failing: http.post('*/chat', () =>
    sseResponse(async (controller) => {
      controller.enqueue(frame({ text: 'Hampstead ' }));
      await delay(50);
      controller.enqueue(frame({ error: 'The interviewer stopped' }));
      controller.close();
    }),
  ),
  /** The reply never starts: 'AI is thinking...' stays. */
  thinking: http.post('*/chat', async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
  error: http.post('*/chat', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
};

const event = (id: number, name: string, data: unknown) => encoder.encode(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
const story = stories[2];

export const eventsHandlers = {
  /** A memory, a story and a follow-up item arrive, then the stream stays open. */
  default: http.get('*/events', () =>
    sseResponse(async (controller) => {
      await delay(300);
      controller.enqueue(event(1, 'memory', memoryPayload));
      if (story) controller.enqueue(event(2, 'story', { ...story, hasStory: true }));
      controller.enqueue(event(3, 'looseFact', { type: 'person', value: 'Alfie', suggestedPrompt: 'What was Alfie like as a boy?' }));
    }),
  ),
  /** The same three events, two seconds apart. */
  slow: http.get('*/events', () =>
    sseResponse(async (controller) => {
      await delay(2000);
      controller.enqueue(event(1, 'memory', memoryPayload));
      await delay(2000);
      if (story) controller.enqueue(event(2, 'story', { ...story, hasStory: true }));
      await delay(2000);
      controller.enqueue(event(3, 'looseFact', { type: 'person', value: 'Alfie', suggestedPrompt: 'What was Alfie like as a boy?' }));
    }),
  ),
  /** Connected, and nothing ever arrives. */
  neverEnding: http.get('*/events', () => sseResponse(async () => {})),
  /** A story with no significance level (the client says medium), then a follow-up item. */
  storyAndFact: http.get('*/events', () =>
    sseResponse(async (controller) => {
      await delay(100);
      if (story) controller.enqueue(event(1, 'story', { ...story, title: 'Dancing at the Palais', significance: { level: '', reason: '' }, hasStory: true }));
      // Long enough apart that a busy test browser sees the first toast before the second replaces it.
      await delay(2500);
      controller.enqueue(event(2, 'looseFact', { type: 'place', value: 'the Palais', suggestedPrompt: 'Who did you dance with at the Palais?' }));
    }),
  ),
  /** One turn's story and its follow-up item, stored together (one created_at): the story's toast stays. */
  oneTurn: http.get('*/events', () =>
    sseResponse(async (controller) => {
      await delay(100);
      const at = '2026-03-14T10:00:00.000Z';
      if (story) controller.enqueue(event(1, 'story', { ...story, title: 'Dancing at the Palais', hasStory: true, created_at: at }));
      controller.enqueue(event(2, 'looseFact', { type: 'place', value: 'the Palais', suggestedPrompt: 'Who did you dance with at the Palais?', created_at: at }));
    }),
  ),
  error: http.get('*/events', () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
};


export const speechHandlers = {
  tts: http.post('*/api/tts', () => new HttpResponse(toneWav(0.1, 440, 0), { headers: { 'content-type': 'audio/wav' } })),
  // The archive keeps recordings: the transcription's recording waits for POST /chat to take it.
  transcribe: http.post('*/api/transcribe', () => HttpResponse.json({ transcript: 'We lived on Albert Street in Leeds.', warning: null, recordingId })),
  noSpeech: http.post('*/api/transcribe', () => HttpResponse.json({ transcript: '', warning: null })),
  notConfigured: http.post('*/api/transcribe', () => HttpResponse.json({ error: 'Speech-to-text is not configured' }, { status: 503 })),
};
