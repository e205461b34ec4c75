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

  it('mail: no SMTP_URL writes to ./data/outbox; links use the listening address unless PUBLIC_URL is set', () => {
    const config = loadConfig(emulator, '/srv');
    expect(config).toMatchObject({ smtpUrl: null, mailFrom: 'Kinstory <questions@kinstory.invalid>', publicUrl: null, outboxDir: '/srv/data/outbox' });
    const set = loadConfig(
      { ...emulator, SMTP_URL: 'smtps://user:secret@mail.example:465', MAIL_FROM: 'Family <family@example.com>', PUBLIC_URL: 'https://kinstory.example/', OUTBOX_DIR: 'mail' },
      '/srv',
    );
    expect(set).toMatchObject({ smtpUrl: 'smtps://user:secret@mail.example:465', mailFrom: 'Family <family@example.com>', publicUrl: 'https://kinstory.example', outboxDir: '/srv/mail' });
    expect(loadConfig({ ...emulator, PUBLIC_URL: 'http://127.0.0.1:8080' }, '/srv').publicUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    ['a PUBLIC_URL with a path', { ...emulator, PUBLIC_URL: 'https://kinstory.example/app' }, /PUBLIC_URL/],
    ['a PUBLIC_URL with a query', { ...emulator, PUBLIC_URL: 'https://kinstory.example/?x=1' }, /PUBLIC_URL/],
    ['a PUBLIC_URL that is not http(s)', { ...emulator, PUBLIC_URL: 'ftp://kinstory.example' }, /PUBLIC_URL/],
    ['a PUBLIC_URL that is not a URL', { ...emulator, PUBLIC_URL: 'kinstory.example' }, /PUBLIC_URL/],
    ['an SMTP_URL that is not smtp(s)', { ...emulator, SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
  ])('refuses %s', (_label, env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv, '/srv')).toThrow(message);
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
