import http from 'node:http';
import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { openSse } from './sse.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

test('a stream whose client left before it started is closed at once: its close listeners run', async () => {
  const app = Fastify();
  apps.push(app);
  let outcome!: (closed: boolean) => void;
  const closedAtOnce = new Promise<boolean>((resolve) => (outcome = resolve));
  app.get('/events', async (request, reply) => {
    // The route awaits something (a lease, a lookup) while the client goes away.
    await new Promise((resolve) => request.raw.socket.once('close', resolve));
    const sse = openSse(reply);
    const timer = setTimeout(() => outcome(false), 1_000);
    sse.onClose(() => {
      clearTimeout(timer);
      outcome(true);
    });
    expect(sse.open).toBe(false);
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const request = http.get({ host: '127.0.0.1', port, path: '/events' });
  request.on('error', () => undefined);
  request.on('socket', (socket) => socket.on('connect', () => setTimeout(() => request.destroy(), 50)));
  expect(await closedAtOnce).toBe(true);
});
