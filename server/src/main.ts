import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/pglite-lock';
import { StoreError } from './lib/storage/object-store';
import { createLogger } from './logger';
import { startServer } from './server';

/** The one file that listens: config, then start, then stop cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const server = await startServer(config, logger);
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'stopping after an unexpected error');
    else logger.info({ signal }, 'shutting down');
    await server.close();
  });
}

main().catch((error) => {
  // Another process has the embedded database open, or the bucket cannot be used: what to do is the whole message.
  console.error(error instanceof DatabaseInUseError || error instanceof StoreError ? error.message : error);
  process.exit(1);
});
