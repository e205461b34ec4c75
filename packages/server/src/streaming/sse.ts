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
  /**
   * Turns the socket's idle timeout (connectionTimeout) off, for a stream that a heartbeat keeps
   * from ever being idle: the timer would never fire, and it costs an object per socket.
   */
  heartbeatKeepsAlive(): void;
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
  const sse = new OpenSse();
  sse.start(reply);
  return sse;
}

/**
 * A class, not a literal of closures: an idle /events subscriber is mostly this object (its route
 * extends it, so one object is the stream, its listener and its lease holder). Made first and
 * started later, so a stream can be refused before its headers go out.
 */
export class OpenSse implements SseStream {
  open = true;
  private closeListeners: (() => void)[] | null = null;
  private res: ServerResponse | null = null;
  private log: FastifyBaseLogger | null = null;
  private started = 0;

  start(reply: FastifyReply) {
    const res = reply.raw;
    this.res = res;
    this.log = reply.log;
    this.started = performance.now();
    reply.hijack();
    const headers = reply.getHeaders();
    for (const name in headers) if (headers[name] !== undefined) res.setHeader(name, headers[name]);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    // The headers go out with the first frame, as with a piped stream.
    res.once('close', () => this.finish());
    // The client may have gone before the stream started (while a lease or a lookup was awaited):
    // its 'close' has been and gone.
    if (!res.socket || res.socket.destroyed) this.finish();
  }

  onClose(listener: () => void) {
    if (this.open) (this.closeListeners ??= []).push(listener);
    else listener();
  }

  write(frame: string) {
    if (this.open && this.res) this.res.write(frame);
  }

  end(lastFrame?: string) {
    if (!this.open) return;
    if (this.res) {
      if (lastFrame === undefined) this.res.end();
      else this.res.end(lastFrame);
    }
    this.finish();
  }

  heartbeatKeepsAlive() {
    this.res?.socket?.setTimeout(0);
  }

  /** Runs once the stream is over (client gone or ended), after the onClose listeners. */
  protected closed(): void {}

  private finish() {
    if (!this.open) return;
    this.open = false;
    this.log?.info({ res: { statusCode: 200 }, responseTime: performance.now() - this.started }, 'request completed');
    const listeners = this.closeListeners ?? [];
    this.closeListeners = null;
    for (const listener of listeners) listener();
    this.closed();
  }
}

/** `data: <json>\n\n` (or a literal such as [DONE]). */
export const dataFrame = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** dataFrame({ text }) without building the object: the chat stream's per-token frame. */
export const textFrame = (text: string) => `data: {"text":${JSON.stringify(text)}}\n\n`;

export const eventFrame = (id: string, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
