import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One open server-sent-event stream: write frames, learn when the client goes, end it. */
export interface SseStream {
  /** false once the client disconnected or the stream was ended. */
  readonly open: boolean;
  /** Resolves when the client disconnects or the stream ends. */
  readonly closed: Promise<void>;
  write(frame: string): void;
  end(): void;
}

/**
 * Starts a text/event-stream answer with reply.send(stream), so hooks and headers still apply
 * (TOOLCHAIN "Fastify 5"). The stream is sent at once; write() appends frames.
 */
export function openSse(reply: FastifyReply): SseStream {
  const body = new PassThrough();
  let open = true;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  const finish = () => {
    if (!open) return;
    open = false;
    resolveClosed();
  };
  reply.raw.on('close', finish);
  body.on('close', finish);
  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
  return {
    get open() {
      return open;
    },
    closed,
    write(frame: string) {
      if (open) body.write(frame);
    },
    end() {
      if (!open) return;
      body.end();
      finish();
    },
  };
}

/** `data: <json>\n\n` (or a literal such as [DONE]). */
export const dataFrame = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export const eventFrame = (id: string, event: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
