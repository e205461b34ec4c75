import type { TestProject } from 'vitest/node';
import { EMULATOR_HOST, startAuthEmulator } from './emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One Auth emulator for the whole server project; an already running one is reused. */
export default async function setup(project: TestProject) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST || EMULATOR_HOST;
  const stop = await startAuthEmulator(host);
  project.provide('authEmulatorHost', host);
  return stop;
}
