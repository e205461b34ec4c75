import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake speech-to-text model "hears" in any recording. */
export const HEARD = 'My brother Pete and I took the bus to Blackpool in 1958.';

/** A short silent WAV (16-bit mono 8 kHz), long enough for the page to be "speaking" for a while. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface SpeechServer {
  url: string;
  /** Sizes of the recordings the server was sent, and texts it was asked to speak. */
  transcriptions: number[];
  spoken: string[];
  close(): Promise<void>;
}

/**
 * A local server speaking the OpenAI audio protocol (POST /v1/audio/transcriptions and
 * /v1/audio/speech), because no speech model can run on these machines.
 */
export async function startSpeechServer(): Promise<SpeechServer> {
  const state: SpeechServer = { url: '', transcriptions: [], spoken: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions')) {
        state.transcriptions.push(body.length);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: HEARD }));
        return;
      }
      if (req.method === 'POST' && req.url?.endsWith('/audio/speech')) {
        state.spoken.push((JSON.parse(body.toString()) as { input: string }).input);
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav(20));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
