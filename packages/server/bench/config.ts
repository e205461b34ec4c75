import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig, ServerConfig } from '../src/config.ts';

/** A fresh SQLite file in its own temp folder. */
export function benchSqlite(name: string): DatabaseConfig {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kinstory-${name}-`));
  return { dialect: 'sqlite', file: path.join(dir, 'bench.db') };
}

/**
 * The server configuration every bench runs with: the emulator, no app to serve, and a fresh
 * SQLite file unless `database` names another store.
 */
export function benchConfig(authEmulatorHost: string, name: string, database: DatabaseConfig = benchSqlite(name)): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database,
    firebaseProjectId: 'demo-kinstory',
    authEmulatorHost,
    firebaseWebConfig: null,
    appDist: null,
    version: 'bench',
    smtpUrl: null,
    mailFrom: 'Kinstory <questions@kinstory.invalid>',
    publicUrl: null,
    outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), `kinstory-${name}-outbox-`)),
  };
}
