import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appDist, EMULATOR_HOST, root } from './paths.ts';

export interface Stack {
  /** Where the app and API answer, e.g. http://127.0.0.1:43121 */
  url: string;
  databaseFile: string;
  /** Stops the server (SIGTERM, as a host would) and starts it again on the same port and file. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder (the SQLite file, the outbox). */
  stop(): Promise<void>;
  /** What the server printed, for failure reports. */
  output(): string;
}

export interface StackOptions {
  /** Base URL of an OpenAI-compatible speech server for TTS and STT; none → embedded TTS, no STT. */
  speechUrl?: string;
  /** A postgres:// URL (several stacks may share one); none → a fresh SQLite file. */
  databaseUrl?: string;
  /** The compiled server (packages/server/build.mjs output) to run with plain node instead of tsx. */
  compiledServer?: string;
  /** smtp://… of a test SMTP server (support/mailbox.ts); none → mails go to the server's outbox folder. */
  smtpUrl?: string;
}

/**
 * The real server (`packages/server/src/server.ts`, the process `npm start` runs) on a fresh SQLite
 * file (or a given PostgreSQL), serving the app built by globalSetup, signed in through the shared
 * Auth emulator.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-e2e-'));
  const databaseFile = path.join(dir, 'kinstory.db');
  let port = 0;
  let child: ChildProcess | null = null;
  let log = '';

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl ?? `sqlite:${databaseFile}`,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-kinstory',
    APP_DIST: appDist,
    NODE_ENV: 'test',
  };
  for (const key of ['OPENAI_API_KEY', 'LLM_BASE_URL', 'TTS_BASE_URL', 'STT_BASE_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[key];
  env.OUTBOX_DIR = path.join(dir, 'outbox');
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  if (options.speechUrl) {
    Object.assign(env, { TTS_BASE_URL: options.speechUrl, TTS_API_KEY: 'e2e', STT_BASE_URL: options.speechUrl, STT_API_KEY: 'e2e' });
  }

  async function start() {
    // node with tsx's loader (or the compiled server), one process: a signal reaches the server itself.
    const args = options.compiledServer ? ['--enable-source-maps', options.compiledServer] : ['--import', 'tsx', path.join(root, 'packages/server/src/server.ts')];
    const proc = spawn(process.execPath, args, {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const ready = new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        log += d.toString();
        const match = /Kinstory is running at (http:\/\/[^\s/]+)\//.exec(log);
        if (match) resolve(match[1]!);
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
      proc.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${log}`)));
      setTimeout(() => reject(new Error(`The server was not ready within 60 s:\n${log}`)), 60_000).unref();
    });
    const url = await ready;
    port = Number(new URL(url).port);
    // The server listens before its database is ready (PostgreSQL may still be migrating).
    for (let i = 0; (await fetch(`${url}/api/ready`).catch(() => null))?.status !== 200; i++) {
      if (i > 300) throw new Error(`The server was not ready within 30 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return url;
  }

  async function stop() {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  const url = await start();
  return {
    url,
    databaseFile,
    output: () => log,
    async stop() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await stop();
      log += '\n--- restart ---\n';
      await start();
    },
  };
}
