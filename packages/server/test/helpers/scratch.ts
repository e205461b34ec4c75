import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server project's folder for test files, made by globalSetup and removed when the run ends. */
    scratchRoot: string;
  }
}

/**
 * A new empty folder for a test's files (a SQLite database, an outbox, a backup) inside the project's scratch
 * folder, which globalSetup removes at the end of the run: the suites leave nothing in the system's temp folder.
 */
export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(inject('scratchRoot'), prefix));
}
