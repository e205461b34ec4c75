import type { FastifyReply } from 'fastify';

/** One open server-sent-event stream: write frames, learn when the client goes, end it. */
export interface SseStream {
  /** false once the client disconnected or the stream was ended. */
  readonly open: boolean;
  /** Resolves when the client disconnects or the stream ends. */
  readonly closed: Promise<void>;
  write(frame: string): void;
  /** Ends the stream, with a last frame when given (one write instead of two). */
  end(lastFrame?: string): void;
}

/**
 * Starts a text/event-stream answer, written straight to the socket: every frame is one
 * res.write() (Node corks the socket per tick, so frames of one tick go out in one syscall), with
 * no stream in between. A PassThrough piped by reply.send(stream) cost a Duplex, a pipe and eos
 * listeners per connection (2,000 idle /events subscribers) and two extra stream writes per token
 * (100 chat streams); see bench/stream.ts.
 *
 * The reply is hijacked, so Fastify's onSend/onResponse hooks do not run for it (TOOLCHAIN
 * "Fastify 5"): the headers set so far (reply.header(), by hooks or the route) are copied, and
 * the end of the stream is logged here like Fastify logs a finished request.
 */
export function openSse(reply: FastifyReply): SseStream {
  const res = reply.raw;
  const log = reply.log;
  const started = performance.now();
  reply.hijack();
  const headers = reply.getHeaders();
  for (const name in headers) if (headers[name] !== undefined) res.setHeader(name, headers[name]);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
  // The headers go out with the first frame, as with a piped stream.
  let open = true;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  const finish = () => {
    if (!open) return;
    open = false;
    resolveClosed();
    log.info({ res: { statusCode: 200 }, responseTime: performance.now() - started }, 'request completed');
  };
  res.once('close', finish);
  return {
    get open() {
      return open;
    },
    closed,
    write(frame: string) {
      if (open) res.write(frame);
    },
    end(lastFrame?: string) {
      if (!open) return;
      if (lastFrame === undefined) res.end();
      else res.end(lastFrame);
      finish();
    },
  };
}

/** `data: <json>\n\n` (or a literal such as [DONE]). */
export const dataFrame = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** dataFrame({ text }) without building the object: the chat stream's per-token frame. */
export const textFrame = (text: string) => `data: {"text":${JSON.stringify(text)}}\n\n`;

export const eventFrame = (id: string, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
