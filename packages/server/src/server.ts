import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { providersFromEnv } from './providers/fromEnv.ts';
import { DEV_OUTBOX_PATH, showsOutbox } from './routes/devOutbox/index.ts';
import { InstanceLockError } from './storage/database.ts';

function refuse(message: string): never {
  console.error(`Kinstory server refuses to start: ${message}`);
  process.exit(1);
}

/**
 * Starts the server and drains it on SIGINT/SIGTERM: it stops accepting, ends open chat streams
 * with what was said stored and marked cut off, and ends /events streams with a retry hint.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) refuse(err.message);
    throw err;
  }
  const app = await buildApp({ config, providers: providersFromEnv(process.env), waitUntilReady: false }).catch((err: unknown) => {
    if (err instanceof InstanceLockError) refuse(err.message);
    throw err;
  });
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
  console.log(`Kinstory is running at ${url}/`);
  if (showsOutbox(config, app.mailer.mode)) console.log(`Mails are not sent (no SMTP_URL): read them at ${url}${DEV_OUTBOX_PATH}`);
  void app.store.ready.then(() => app.log.info({ dialect: app.store.dialect }, 'database ready'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
