/**
 * The server side of `npm run bench:export`, in its own process (started by bench/export.ts) so
 * that its resident memory is the app's alone: the app on the SQLite file BENCH_DB_FILE, with the
 * export's rate limit off. IPC: sends {ready, url} once it listens; exits on 'exit'.
 */
import { buildApp } from '../src/app.ts';
import { benchConfig } from './config.ts';
import { serveInstance } from './instance.ts';

const file = process.env.BENCH_DB_FILE!;
const emulator = process.env.BENCH_EMULATOR!;

const app = await buildApp({ log: false, config: benchConfig(emulator, 'export', { dialect: 'sqlite', file }), limits: { exportsPerMinute: Infinity } });
await app.listen({ port: 0, host: '127.0.0.1' });
serveInstance(app);
