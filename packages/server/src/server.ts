import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { providersFromEnv } from './providers/fromEnv.ts';

/** Starts the server and stops it cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Kinstory server refuses to start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config, providers: providersFromEnv(process.env) });
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
  console.log(`Kinstory is running at http://${shownHost}:${(app.server.address() as { port: number }).port}/`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
