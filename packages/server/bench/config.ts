import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../src/config.ts';

/** The server configuration every bench runs with: a fresh SQLite file, the emulator, no app to serve. */
export function benchConfig(authEmulatorHost: string, name: string): ServerConfig {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kinstory-${name}-`));
  return {
    port: 0,
    host: '127.0.0.1',
    database: { dialect: 'sqlite', file: path.join(dir, 'bench.db') },
    firebaseProjectId: 'demo-kinstory',
    authEmulatorHost,
    firebaseWebConfig: null,
    appDist: null,
    version: 'bench',
  };
}
