import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/app.ts';
import { chat } from '../helpers/sse.ts';
import { createUser } from '../helpers/users.ts';
import { embeddedProviders } from '../../src/plugins/providers.ts';
import type { Interviewer } from '../../src/providers/llm/types.ts';

/** Seconds of audio in a PCM WAV, from its header. */
function wavSeconds(buf: Buffer): number {
  expect(buf.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(buf.subarray(8, 12).toString('ascii')).toBe('WAVE');
  let off = 12;
  let byteRate = 0;
  while (off + 8 <= buf.length) {
    const id = buf.subarray(off, off + 4).toString('ascii');
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') byteRate = buf.readUInt32LE(off + 16);
    if (id === 'data') return Math.min(size, buf.length - off - 8) / byteRate;
    off += 8 + size;
  }
  throw new Error('no data chunk');
}

const WEBM = [0x1a, 0x45, 0xdf, 0xa3];

/** A form with an `audio` file of `bytes` bytes; a WebM recording's first bytes unless `content` says otherwise. */
function recording(bytes: number, type = 'audio/webm', content?: Uint8Array) {
  const form = new FormData();
  const body = content ?? new Uint8Array(bytes);
  if (!content) body.set(WEBM.slice(0, bytes));
  form.append('audio', new Blob([body], { type }), 'recording.webm');
  form.append('conversationId', randomUUID());
  return form;
}

describe('speech routes and health (embedded providers)', () => {
  const server = useTestServer({ limits: { ttsPerMinute: 3, transcribePerMinute: 2, maxAudioBytes: 1024 } });

  it('POST /api/tts answers a valid WAV whose duration grows with the text', async () => {
    const user = await createUser('tts');
    const say = async (text: string) => {
      const res = await fetch(`${server.url}/api/tts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, conversationId: randomUUID() }),
      });
      expect([res.status, res.status === 200 ? '' : await res.text()]).toEqual([200, '']);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      return Buffer.from(await res.arrayBuffer());
    };
    const short = wavSeconds(await say('Hello.'));
    const long = wavSeconds(await say('Hello. Tell me about the house you grew up in, and who lived there with you.'));
    expect(short).toBeGreaterThan(0);
    expect(long).toBeGreaterThan(short);
    const tooLong = await server.request('POST', '/api/tts', { token: user.token, body: { text: 'x'.repeat(4_001) } });
    expect(tooLong.status).toBe(400);
    // The third call of the minute was the 400; the fourth is over the limit of 3.
    const limited = await server.request('POST', '/api/tts', { token: user.token, body: { text: 'Hi' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({ error: expect.any(String) });
  });

  it('POST /api/transcribe with no speech-to-text configured is 503 with a clear error, whatever the upload', async () => {
    const user = await createUser('stt');
    const post = (form: FormData) =>
      fetch(`${server.url}/api/transcribe`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await post(recording(100))).toEqual({ status: 503, body: { error: 'Speech-to-text is not configured' } });
    expect(await post(recording(2048))).toEqual({ status: 503, body: { error: 'Speech-to-text is not configured' } });
    const limited = await post(recording(100));
    expect(limited.status).toBe(429);
  });

  it('POST /api/transcribe answers 503 before reading the body: a 25 MB upload that never comes is answered at once', async () => {
    const user = await createUser('stt-nobody');
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise((r) => socket.on('close', r));
    socket.write(
      `POST /api/transcribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${user.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n--x\r\n`,
    );
    const started = Date.now();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 3_000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1.1 503/);
    expect(answer).toContain('Speech-to-text is not configured');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('GET /api/health reports the providers in use', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.body.capabilities).toEqual({ llm: 'embedded', tts: 'embedded', stt: null });
  });
});

describe('speech-to-text input (a speech-to-text provider configured)', () => {
  const heard: { filename: string; contentType: string }[] = [];
  const server = useTestServer({
    providers: {
      ...embeddedProviders(),
      stt: {
        async transcribe(input) {
          heard.push({ filename: input.filename, contentType: input.contentType });
          return { transcript: 'I was born in Leeds.', warning: null };
        },
      },
    },
    limits: { maxAudioBytes: 1024 },
  });
  const post = async (form: FormData) => {
    const user = await createUser('sniff');
    const res = await fetch(`${server.url}/api/transcribe`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    return { status: res.status, body: await res.json() };
  };

  it('the format is read from the first bytes, not from the MIME type the client claims', async () => {
    const ogg = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0, 0]);
    expect((await post(recording(8, 'audio/webm', ogg))).status).toBe(200);
    expect(heard.at(-1)).toEqual({ filename: 'recording.ogg', contentType: 'audio/ogg' });
    // Recorded audio labelled as something else is still audio.
    expect((await post(recording(100, 'application/octet-stream'))).status).toBe(200);
    expect(heard.at(-1)).toEqual({ filename: 'recording.webm', contentType: 'audio/webm' });
  });

  it('a file that is not audio is refused (415) whatever its MIME type says', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await post(recording(0, 'audio/webm', html));
    expect(res).toEqual({ status: 415, body: { error: expect.stringMatching(/must be an audio file/) } });
    expect((await post(recording(10, 'text/plain', new Uint8Array(10)))).status).toBe(415);
  });

  it('a recording over the limit is 413', async () => {
    expect((await post(recording(2048))).status).toBe(413);
  });
});

describe('chat limits', () => {
  const embedded = embeddedProviders().interviewer;
  const slow: Interviewer = {
    ...embedded,
    async *reply(context, signal) {
      for (let i = 0; i < 10_000; i++) {
        signal?.throwIfAborted();
        yield 'word ';
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  const server = useTestServer({ providers: { ...embeddedProviders(), interviewer: slow }, limits: { chatPerMinute: 3, maxOpenChatStreams: 2 } });

  it('at most N open chat streams per user (429), and N chat requests a minute (429 with Retry-After); nothing stored is lost', async () => {
    const user = await createUser('busy');
    const conversationId = randomUUID();
    const first = await fetch(`${server.url}/chat`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'A', conversationId, messageId: 'a' }) });
    const second = await fetch(`${server.url}/chat`, { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'B', conversationId, messageId: 'b' }) });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const third = await chat(server.url, user.token, { text: 'C', conversationId, messageId: 'c' });
    expect(third.status).toBe(429);
    await first.body!.cancel();
    await second.body!.cancel();
    // 3 requests made this minute: the next is over the limit.
    const sixth = await chat(server.url, user.token, { text: 'D', conversationId, messageId: 'd' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await server.app.repos.conversations.listMessages(conversationId);
    expect(stored.filter((m) => m.role === 'user').map((m) => m.content).sort()).toEqual(['A', 'B']);
  });
});
