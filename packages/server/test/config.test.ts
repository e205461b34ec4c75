import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('configuration', () => {
  it('defaults serve the embedded mode', () => {
    const config = loadConfig(emulator, '/srv');
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', database: { dialect: 'sqlite', file: '/srv/data/kinstory.db' }, firebaseProjectId: 'demo-kinstory' });
  });

  it('reads PORT, HOST and DATABASE_URL', () => {
    const config = loadConfig({ ...emulator, PORT: '9000', HOST: '::1', DATABASE_URL: 'sqlite:/tmp/x.db' }, '/srv');
    expect(config).toMatchObject({ port: 9000, host: '::1', database: { dialect: 'sqlite', file: '/tmp/x.db' } });
  });

  it.each([
    ['a non-demo project', { ...emulator, FIREBASE_PROJECT_ID: 'kinstory-prod' }, /demo-/],
    ['a non-loopback HOST', { ...emulator, HOST: '0.0.0.0' }, /loopback/],
    ['NODE_ENV=production', { ...emulator, NODE_ENV: 'production' }, /production/],
    ['a demo project without the emulator', {}, /FIREBASE_AUTH_EMULATOR_HOST/],
    ['an unsupported DATABASE_URL', { ...emulator, DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    ['a bad PORT', { ...emulator, PORT: 'eighty' }, /PORT/],
  ])('emulator mode refuses %s with a clear message', (_label, env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv, '/srv')).toThrow(message);
  });
});
