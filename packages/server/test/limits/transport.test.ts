import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import { useTestServer, type TestServer } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { readSse } from '../helpers/sse.ts';
import { capturedLogs } from '../helpers/logs.ts';

const { lines, stream } = capturedLogs();

/** Sends raw bytes, then reads until the server closes or `waitMs` passes; answers what came back. */
async function raw(server: TestServer, parts: { bytes: string | Buffer; pauseMs?: number }[], opts: { waitMs: number; endWrite?: boolean }) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  let closedAt = 0;
  socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  void closed.then(() => (closedAt = Date.now()));
  await new Promise((r) => socket.once('connect', r));
  const started = Date.now();
  for (const part of parts) {
    if (socket.destroyed) break;
    socket.write(part.bytes);
    if (part.pauseMs) await new Promise((r) => setTimeout(r, part.pauseMs));
  }
  if (opts.endWrite) socket.end();
  await Promise.race([closed, new Promise((r) => setTimeout(r, opts.waitMs))]);
  socket.destroy();
  return { answer, status: Number(/^HTTP\/1.1 (\d{3})/.exec(answer)?.[1] ?? 0), closedAfterMs: closedAt ? closedAt - started : null };
}

describe('timeouts on the transport', () => {
  const server = useTestServer({
    limits: { requestTimeoutMs: 1_000, headersTimeoutMs: 500, connectionTimeoutMs: 5_000, heartbeatMs: 300 },
    providers: { ...embeddedProviders(), stt: { transcribe: async () => ({ transcript: 'hello', warning: null }) } },
  });

  it('headers trickled in are cut off (headersTimeout)', async () => {
    const res = await raw(server, [{ bytes: 'GET /api/health HTTP/1.1\r\n', pauseMs: 400 }, { bytes: 'X-A: 1\r\n', pauseMs: 400 }, { bytes: 'X-B: 1\r\n', pauseMs: 400 }, { bytes: 'X-C: 1\r\n', pauseMs: 400 }], { waitMs: 4_000 });
    expect(res.status === 408 || res.answer === '').toBe(true);
    expect(res.closedAfterMs).not.toBeNull();
    expect(res.closedAfterMs!).toBeLessThan(3_000);
  });

  it('a body trickled in is cut off at the request timeout (408), not held forever', async () => {
    const user = await createUser('trickle');
    const { port } = new URL(server.url);
    const head = `POST /api/transcribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n`;
    const trickle = Array.from({ length: 30 }, () => ({ bytes: 'a', pauseMs: 100 }));
    const res = await raw(server, [{ bytes: head }, ...trickle], { waitMs: 5_000 });
    expect(res.closedAfterMs).not.toBeNull();
    expect(res.closedAfterMs!).toBeLessThan(3_000);
    expect(res.status === 408 || res.answer === '').toBe(true);
  });

  it('a long GET /events stream outlives the request timeout', async () => {
    const user = await createUser('longstream');
    let heartbeats = 0;
    const started = Date.now();
    const res = await readSse(`${server.url}/events?conversationId=${crypto.randomUUID()}`, { headers: { authorization: `Bearer ${user.token}` } }, () => false, () => {
      heartbeats += 1;
      return Date.now() - started > 2_500;
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(2_500);
    expect(heartbeats).toBeGreaterThan(4);
  });
});

describe('malformed requests answer 4xx', () => {
  const server = useTestServer({
    log: { level: 'info', stream },
    providers: { ...embeddedProviders(), stt: { transcribe: async () => ({ transcript: 'hello', warning: null }) } },
  });

  it('?offset=99999999999999999999 on /api/stories is a 400', async () => {
    const user = await createUser('offset');
    for (const query of ['offset=99999999999999999999', 'offset=1e30', 'limit=99999999999999999999', 'offset=1000001']) {
      const res = await server.request('GET', `/api/stories?${query}`, { token: user.token });
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body).toEqual({ error: expect.stringMatching(/^Invalid query: /) });
    }
  });

  it('a multipart body cut off before its end is a 400, over a raw socket', async () => {
    const user = await createUser('cutoff');
    const { port } = new URL(server.url);
    // Complete as far as Content-Length goes, but the file part never reaches its closing boundary.
    const body = Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="audio"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n'),
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
    ]);
    const head = `POST /api/transcribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const res = await raw(server, [{ bytes: head }, { bytes: body }], { waitMs: 3_000 });
    expect(res.status).toBe(400);
    expect(res.answer).toContain('"error"');
  });

  it('a multipart upload whose client goes away mid-body is no 500 (nothing logged as a server failure)', async () => {
    const user = await createUser('goneaway');
    const { port } = new URL(server.url);
    const head = `POST /api/transcribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000\r\n\r\n`;
    const part = '--x\r\nContent-Disposition: form-data; name="audio"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n';
    const res = await raw(server, [{ bytes: head }, { bytes: part, pauseMs: 100 }], { waitMs: 1_000, endWrite: true });
    expect(res.status === 0 || (res.status >= 400 && res.status < 500)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(lines.join('')).not.toMatch(/"level":50/);
    expect(lines.join('')).not.toMatch(/"statusCode":5\d\d/);
  });

  it('multipart with no boundary, or a boundary that never comes, is a 4xx', async () => {
    const user = await createUser('noboundary');
    const { port } = new URL(server.url);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
      const body = 'just some bytes, no parts at all';
      const head = `POST /api/transcribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
      const res = await raw(server, [{ bytes: head }, { bytes: body }], { waitMs: 3_000 });
      expect([contentType, res.status >= 400 && res.status < 500]).toEqual([contentType, true]);
    }
  });
});

describe('a client gone mid-body', () => {
  const { lines: quiet, stream: sink } = capturedLogs();
  const server = useTestServer({ log: { level: 'info', stream: sink } });

  it('a JSON body cut off by the client is no 500 in the log', async () => {
    const user = await createUser('jsongone');
    const { port } = new URL(server.url);
    const head = `PUT /api/user/profile HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
    await raw(server, [{ bytes: head }, { bytes: '{"userName": "Ann', pauseMs: 100 }], { waitMs: 500, endWrite: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(quiet.join('')).toContain('/api/user/profile');
    expect(quiet.join('')).not.toMatch(/"level":50/);
  });
});
