import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';

export type { EventSourceMessage };

/** The server-sent events of a response body, one parsed frame at a time. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  // TS's DOM lib types TextDecoderStream's writable side as BufferSource, which a byte stream is.
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const reader = body.pipeThrough(decoder).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stops the network read when the consumer stops early (abort, error, component unmounted).
    await reader.cancel().catch(() => undefined);
  }
}

/** Parses a frame's JSON; a malformed frame is dropped with a warning instead of ending the stream. */
export function parseFrame(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    console.warn('Dropped a malformed stream frame', data.slice(0, 200));
    return undefined;
  }
}
