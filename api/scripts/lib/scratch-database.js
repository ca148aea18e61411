import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
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

/**
 * A bench's runs: its header with how busy the machine was (figures from a busy machine mean
 * little), then `bench` on a fresh embedded database and, when BENCH_DATABASE_URL or DATABASE_URL
 * names an admin connection, on a scratch PostgreSQL database it drops afterwards.
 */
export async function onEachDatabase(title, bench) {
  console.log(
    `\n${title}. ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the start.`,
  );
  await bench('PGlite (embedded, fresh DATA_DIR)', undefined);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL to an admin connection to bench it too)',
    );
    return;
  }
  const scratch = await scratchDatabase(serverUrl);
  try {
    const { host } = new URL(serverUrl);
    await bench(`PostgreSQL at ${host} (scratch database ${scratch.name})`, scratch.url);
  } finally {
    await scratch.drop();
  }
}
