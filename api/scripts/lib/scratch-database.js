import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A scratch database on the server `adminUrl` names, so a bench never writes to a real one.
 * `prefix` tells whose it is when one is left behind.
 */
export async function scratchDatabase(adminUrl, prefix = 'tapfolio_bench') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
