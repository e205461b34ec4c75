import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server configuration, from the environment only (ARCHITECTURE "Runtime"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the archive is stored (from `DATABASE_URL`). */
  database: DatabaseConfig;
  firebaseProjectId: string;
  /** `host:port` of the Auth emulator; null outside emulator mode. */
  authEmulatorHost: string | null;
  /** Parsed FIREBASE_WEB_CONFIG of a real project. */
  firebaseWebConfig: Record<string, string> | null;
  /** Folder of the built app to serve, when it exists. */
  appDist: string | null;
  version: string;
  /** `SMTP_URL` (smtp:// or smtps://, nodemailer's form); null: mails go to `outboxDir` instead. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the From of every mail. */
  mailFrom: string;
  /**
   * `PUBLIC_URL`: the address people open, as written in mails' links (`https://kinstory.example`,
   * no path). null: `http://<host>:<listening port>`.
   */
  publicUrl: string | null;
  /** `OUTBOX_DIR`: where mails are written as .eml files when there is no SMTP_URL. */
  outboxDir: string;
}

export const DEFAULT_MAIL_FROM = 'Kinstory <questions@kinstory.invalid>';

/**
 * SQLite: one file, one server instance (the embedded default). PostgreSQL: any number of instances
 * on one database, each with a pool of `poolSize` connections.
 */
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize: number };

/** packages/app/dist beside this package. */
const defaultAppDist = fileURLToPath(new URL('../../app/dist', import.meta.url));

function serverVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export class ConfigError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function isEmulatorMode(config: Pick<ServerConfig, 'authEmulatorHost'>): boolean {
  return config.authEmulatorHost !== null;
}

/** Reads and checks the environment; throws ConfigError with a message a person can act on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const database = databaseConfig(env, cwd);
  let webConfig: Record<string, string> | null = null;
  if (env.FIREBASE_WEB_CONFIG) {
    try {
      webConfig = JSON.parse(env.FIREBASE_WEB_CONFIG) as Record<string, string>;
    } catch {
      throw new ConfigError('FIREBASE_WEB_CONFIG must be JSON (the web config of your Firebase project)');
    }
  }
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '127.0.0.1',
    database,
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-kinstory',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    firebaseWebConfig: webConfig,
    appDist: env.APP_DIST ?? defaultAppDist,
    version: serverVersion(),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: publicUrl(env.PUBLIC_URL),
    outboxDir: path.resolve(cwd, env.OUTBOX_DIR || './data/outbox'),
  };
  checkConfig(config, env.NODE_ENV);
  return config;
}

/** `value` as a URL; a ConfigError saying `unparsable` when it is none. */
function parseUrl(value: string, unparsable: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ConfigError(unparsable);
  }
}

function smtpUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = parseUrl(value, 'SMTP_URL must be a URL such as smtp://user:password@mail.example:587 or smtps://…:465');
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//…"`);
  return value;
}

/** `PUBLIC_URL`: http(s), an origin only (a trailing slash is dropped); no path, query or fragment. */
function publicUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = parseUrl(value, `PUBLIC_URL must be an address such as https://kinstory.example, got "${value}"`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must be an address without a path, such as https://kinstory.example, got "${value}"`);
  }
  return url.origin;
}

/** `DATABASE_URL` (and `DATABASE_POOL_SIZE` for PostgreSQL). */
export function databaseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): DatabaseConfig {
  const url = env.DATABASE_URL || 'sqlite:./data/kinstory.db';
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', file: path.resolve(cwd, url.slice('sqlite:'.length)) };
  if (/^postgres(ql)?:\/\//.test(url)) {
    const poolSize = Number(env.DATABASE_POOL_SIZE ?? 10);
    if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 1000) {
      throw new ConfigError(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "${env.DATABASE_POOL_SIZE}"`);
    }
    return { dialect: 'postgres', url, poolSize };
  }
  throw new ConfigError(`DATABASE_URL "${url.split(':')[0]}:…" is not supported: use sqlite:<file> or postgres://user:password@host:5432/database`);
}

/**
 * Emulator ID tokens are unsigned, so emulator mode is only safe on a demo project, on loopback,
 * outside production (ARCHITECTURE "Runtime").
 */
export function checkConfig(config: ServerConfig, nodeEnv: string | undefined): void {
  const demo = config.firebaseProjectId.startsWith('demo-');
  if (isEmulatorMode(config)) {
    if (!demo) throw new ConfigError(`FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "${config.firebaseProjectId}" is not a demo- project: refusing unsigned emulator tokens`);
    if (!LOOPBACK.has(config.host)) throw new ConfigError(`Emulator mode listens on loopback only; HOST "${config.host}" is refused (use 127.0.0.1)`);
    if (nodeEnv === 'production') throw new ConfigError('Emulator mode refuses NODE_ENV=production: point FIREBASE_PROJECT_ID at a real project');
  } else if (demo) {
    throw new ConfigError(`FIREBASE_PROJECT_ID "${config.firebaseProjectId}" is a demo project: set FIREBASE_AUTH_EMULATOR_HOST (npm start does) or use a real project`);
  }
}
