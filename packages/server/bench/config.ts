import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig, ServerConfig } from '../src/config.ts';
import { localConfig } from '../test/helpers/config.ts';

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
  return localConfig({ database, authEmulatorHost, version: 'bench', outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), `kinstory-${name}-outbox-`)) });
}
