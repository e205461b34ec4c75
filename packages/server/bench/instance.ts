import type { FastifyInstance } from 'fastify';

/** Ends the process on an error, printed: an instance or a bench that fails stops at once. */
export function crash(err: unknown): never {
  console.error(err);
  process.exit(1);
}

/**
 * The instance's side of startInstance (support.ts), once `app` listens: sends {ready, url}, hands
 * every message to `answer`, and closes the app and exits on 'exit'. An error ends the process, as
 * a crashed instance would.
 */
export function serveInstance<M>(app: FastifyInstance, answer: (m: M) => Promise<void> = async () => undefined): void {
  process.send!({ ready: true, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
  process.on('message', (m: 'exit' | M) => {
    void (async () => {
      if (m !== 'exit') return answer(m);
      await app.close();
      process.exit(0);
    })().catch(crash);
  });
}
