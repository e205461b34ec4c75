import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** One open server-sent-event stream: write frames, learn when the client goes, end it. */
export interface SseStream {
  /** false once the client disconnected or the stream was ended. */
  readonly open: boolean;
  /** Calls `listener` once, when the client disconnects or the stream ends (at once if it has). */
  onClose(listener: () => void): void;
  write(frame: string): void;
  /** Ends the stream, with a last frame when given (one write instead of two). */
  end(lastFrame?: string): void;
}

/**
 * Starts a text/event-stream answer, written straight to the socket (one res.write() per frame):
 * a piped stream in between costs a Duplex and listeners per connection and two writes per token.
 *
 * The reply is hijacked, so Fastify's onSend/onResponse hooks do not run for it (TOOLCHAIN
 * "Fastify 5"): the headers set so far (reply.header(), by hooks or the route) are copied, and
 * the end of the stream is logged here like Fastify logs a finished request.
 */
export function openSse(reply: FastifyReply): SseStream {
  const res = reply.raw;
  const started = performance.now();
  reply.hijack();
  const headers = reply.getHeaders();
  for (const name in headers) if (headers[name] !== undefined) res.setHeader(name, headers[name]);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
  // The headers go out with the first frame, as with a piped stream.
  return new OpenSse(res, reply.log, started);
}

/** A class, not a literal of closures: an idle /events subscriber is mostly this object. */
class OpenSse implements SseStream {
  open = true;
  private closeListeners: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    private readonly log: FastifyBaseLogger,
    private readonly started: number,
  ) {
    res.once('close', () => this.finish());
  }

  onClose(listener: () => void) {
    if (this.open) this.closeListeners.push(listener);
    else listener();
  }

  write(frame: string) {
    if (this.open) this.res.write(frame);
  }

  end(lastFrame?: string) {
    if (!this.open) return;
    if (lastFrame === undefined) this.res.end();
    else this.res.end(lastFrame);
    this.finish();
  }

  private finish() {
    if (!this.open) return;
    this.open = false;
    this.log.info({ res: { statusCode: 200 }, responseTime: performance.now() - this.started }, 'request completed');
    const listeners = this.closeListeners;
    this.closeListeners = [];
    for (const listener of listeners) listener();
  }
}

/** `data: <json>\n\n` (or a literal such as [DONE]). */
export const dataFrame = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** dataFrame({ text }) without building the object: the chat stream's per-token frame. */
export const textFrame = (text: string) => `data: {"text":${JSON.stringify(text)}}\n\n`;

export const eventFrame = (id: string, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
