import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * With API_TEST_DATABASE_URL (set by scripts/test-postgres.js from TEST_DATABASE_URL: an admin connection to a real PostgreSQL server) each test app gets a
 * database of its own, dropped afterwards; without it, an in-memory PGlite.
 */
export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.API_TEST_DATABASE_URL;
  if (!admin) return { url: 'memory://', drop: async () => {} };

  const name = `tapfolio_test_${randomUUID().replace(/-/g, '')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
