/**
 * The server side of `npm run bench:export`, in its own process (started by bench/export.ts) so
 * that its resident memory is the app's alone: the app on the SQLite file BENCH_DB_FILE, with the
 * export's rate limit off. IPC: sends {ready, url} once it listens; exits on 'exit'.
 */
import { buildApp } from '../src/app.ts';
import { benchConfig } from './config.ts';

const file = process.env.BENCH_DB_FILE!;
const emulator = process.env.BENCH_EMULATOR!;

const app = await buildApp({ log: false, config: benchConfig(emulator, 'export', { dialect: 'sqlite', file }), limits: { exportsPerMinute: Infinity } });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ ready: true, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
process.on('message', (m) => {
  if (m === 'exit') void app.close().then(() => process.exit(0));
});
