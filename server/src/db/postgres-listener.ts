import pg from 'pg';
import type { Logger } from 'pino';

type ListenOptions = {
  url: string;
  channel: string;
  onNotify: (payload: string) => void;
  /** The connection dropped: notifications sent from now on are lost until `onUp`. */
  onDown: () => void;
  onUp: () => void;
  logger: Logger;
};

/**
 * LISTEN on a dedicated connection that reconnects with backoff. Between `onDown` and `onUp` the
 * caller must not trust anything it derived from notifications.
 */
export async function listenPostgres(options: ListenOptions): Promise<() => Promise<void>> {
  const { url, channel, onNotify, onDown, onUp, logger } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (broken: pg.Client, error?: Error) => {
    if (stopped || client !== broken) return;
    logger.warn({ err: error, channel }, 'database listener lost its connection');
    client = null;
    onDown();
    broken.end().catch(() => {});
    retry();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryDelay = 500;
  };

  const retry = () => {
    retryTimer = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        onUp();
      } catch (error) {
        logger.warn({ err: error, channel }, 'database listener could not reconnect');
        retryDelay = Math.min(retryDelay * 2, 30_000);
        retry();
      }
    }, retryDelay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
