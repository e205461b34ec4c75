import { Writable } from 'node:stream';

/** A log stream for a test server (`log: { level, stream }`) and the lines written to it, each as written. */
export function capturedLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}
