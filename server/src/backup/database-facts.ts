type Query = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * What a backup records about its database, asked the same way of PGlite and of `pg`: the server
 * version, whether it holds any table, and how many migrations it has run.
 */
export async function databaseFacts(query: Query): Promise<{ serverVersion: string; migrations: number }> {
  const [facts] = (
    await query(
      `SELECT current_setting('server_version') AS version,
            to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated`,
    )
  ).rows as { version: string; migrated: boolean }[];
  const migrations = facts!.migrated
    ? ((await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows as { n: number }[])[0]!.n
    : 0;
  return { serverVersion: facts!.version, migrations };
}

/** Whether the database holds any table of ours (or anyone's) in the schemas the app uses. */
export async function holdsTables(query: Query): Promise<boolean> {
  const { rows } = await query(
    `SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname IN ('public', 'drizzle')) AS present`,
  );
  return (rows[0] as { present: boolean }).present;
}
