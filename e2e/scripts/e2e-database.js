// The e2e gateway's database. With TEST_DATABASE_URL (an admin connection to PostgreSQL, as CI
// and the README's test command provide) the journeys run on a fresh PostgreSQL database, the
// server production meets, which the admin command line can open beside the running gateway.
// Without it they run on the embedded database, and the steps that need the command line skip.
//   node scripts/e2e-database.js create   prints the new database's URL
//   node scripts/e2e-database.js drop URL
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

// `pg` is the API's driver; e2e borrows it rather than pinning a second copy.
const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg');

const admin = process.env.TEST_DATABASE_URL;
const [action, target] = process.argv.slice(2);

async function run(sql) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (!admin) process.exit(0);
if (action === 'create') {
  const name = `tapfolio_e2e_${randomUUID().replace(/-/g, '')}`;
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.stdout.write(url.toString());
} else if (action === 'drop' && target) {
  const name = new URL(target).pathname.slice(1);
  if (!/^tapfolio_e2e_[0-9a-f]{32}$/.test(name)) throw new Error(`not an e2e database: ${name}`);
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} else {
  console.error('Usage: node scripts/e2e-database.js create | drop <url>');
  process.exit(2);
}
