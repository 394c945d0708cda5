import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/** `destination`: where the lines go instead of stdout (tests read them). */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, destination?: DestinationStream): Logger {
  const pretty = !destination && config.nodeEnv === 'development' && process.stdout.isTTY;
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
  };
  return destination ? pino(options, destination) : pino(options);
}
