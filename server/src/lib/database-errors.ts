/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), from `pg` or PGlite. */
function postgresError(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const candidate = (typeof cause === 'object' && cause !== null ? cause : error) as {
    code?: unknown;
    constraint?: unknown;
  } | null;
  return {
    code: typeof candidate?.code === 'string' ? candidate.code : undefined,
    constraint: typeof candidate?.constraint === 'string' ? candidate.constraint : undefined,
  };
}

/** The name of the unique index or constraint a unique violation (23505) hit, else undefined. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const { code, constraint } = postgresError(error);
  return code === '23505' ? (constraint ?? '') : undefined;
}

/**
 * The same failure without the query's parameters or the row's values, which Drizzle and
 * PostgreSQL put in their messages: for queries that carry a password hash, so the log never does.
 */
export function withoutValues(error: unknown): Error {
  const { code, constraint } = postgresError(error);
  return new Error(
    `The database refused the change (code ${code ?? 'unknown'}${constraint ? `, ${constraint}` : ''}).`,
  );
}
