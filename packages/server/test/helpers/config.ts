import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MAIL_FROM, type ServerConfig } from '../../src/config.ts';

/**
 * A server configuration for a test or a bench on this machine: loopback, the demo project, no
 * emulator, no app to serve, no SMTP (mails go to a fresh outbox folder) and an in-memory SQLite,
 * unless `overrides` say otherwise. It asks nothing of vitest, so the mailer's test and the benches
 * use it as it is; testConfig() (app.ts) adds the test run's database and emulator.
 */
export function localConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { dialect: 'sqlite', file: ':memory:' },
    firebaseProjectId: 'demo-kinstory',
    authEmulatorHost: null,
    firebaseWebConfig: null,
    appDist: null,
    version: '0.0.0-test',
    smtpUrl: null,
    mailFrom: DEFAULT_MAIL_FROM,
    publicUrl: null,
    outboxDir: overrides.outboxDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kinstory-outbox-')),
    ...overrides,
  };
}
