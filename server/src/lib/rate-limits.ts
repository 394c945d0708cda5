import { HttpError } from './http-errors';

/**
 * A per-address hourly limit kept in this process's memory (@fastify/rate-limit), for a route's
 * `config`: generous, because a whole school can share one address. Going over answers 429 with
 * `message`. (Sign-in failures are throttled in the database instead.)
 */
export const perAddressLimit = (max: number, message: string) => ({
  rateLimit: { max, timeWindow: '1 hour', errorResponseBuilder: () => new HttpError(429, message) },
});
