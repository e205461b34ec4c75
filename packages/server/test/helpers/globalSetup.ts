import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { EMULATOR_HOST, startAuthEmulator } from './emulator.ts';
import { startEmbeddedPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/**
 * One Auth emulator for the server projects (an already running one is reused). The
 * server-postgres project also gets a PostgreSQL: TEST_DATABASE_URL
 * when set (an admin URL whose user may create databases), else a throwaway embedded one.
 */
export default async function setup(project: TestProject) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stopEmulator = await startAuthEmulator(host);
  // the tests' databases, outboxes and backups (scratch.ts), removed with everything in them at the end
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `kinstory-${project.name}-`));
  project.provide('scratchRoot', scratch);
  project.provide('authEmulatorHost', host);
  let stopPostgres = async () => {};
  if (project.name === 'server-postgres') {
    if (process.env.TEST_DATABASE_URL) {
      project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    } else {
      const pg = await startEmbeddedPostgres();
      project.provide('postgresUrl', pg.url);
      stopPostgres = pg.stop;
    }
  } else {
    project.provide('postgresUrl', undefined);
  }
  return async () => {
    await stopPostgres();
    await stopEmulator();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}
