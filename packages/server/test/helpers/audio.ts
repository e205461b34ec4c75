import type { TestServer } from './app.ts';

/** A small valid PCM WAV (8 kHz, 16-bit mono): a header sniffAudio knows, then `dataBytes` bytes that differ by `seed`. */
export function wav(dataBytes = 400, seed = 1): Buffer {
  const b = Buffer.alloc(44 + dataBytes);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + dataBytes, 4);
  b.write('WAVE', 8, 'latin1');
  b.write('fmt ', 12, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8_000, 24);
  b.writeUInt32LE(16_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < dataBytes; i++) b[44 + i] = (i * seed + seed) & 0xff;
  return b;
}

/** A multipart form with the recording as its `audio` file, as the browser sends it. */
export function audioForm(audio: Buffer, type = 'audio/wav'): FormData {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(audio)], { type }), 'recording.wav');
  return form;
}

/** POST /api/recordings (or another upload path) with `audio`. */
export async function upload(server: TestServer, token: string, audio: Buffer, path = '/api/recordings'): Promise<Pick<Awaited<ReturnType<TestServer['request']>>, 'status' | 'body'>> {
  const res = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: audioForm(audio) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** GET of an audio route: status, headers and the raw bytes. */
export async function fetchAudio(server: TestServer, path: string, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(server.url + path, { headers });
  return { status: res.status, headers: Object.fromEntries(res.headers), bytes: Buffer.from(await res.arrayBuffer()) };
}
