import type { FastifyInstance } from 'fastify';
import { isLoopback, type Config } from '../config.js';
import { createEmailLinks } from '../modules/account/public.js';
import { DEMO_ADMIN, DEMO_STAFF, seedBackOffice } from './seed-back-office.js';
import { seedDemoCatalogue } from './seed-catalogue.js';
import { DEMO_ACCOUNT, seedDemoData } from './seed-demo.js';
import { DEMO_MEMBERS, seedDemoOrganisation } from './seed-organisation.js';

/**
 * What a start-up seeds, said in the log either way: the demo account's password is published,
 * so an operator must be able to see why it exists (or why it does not).
 * `server` is the whole server (it answers /api/v1), `api` the API's own instance (db, storage).
 */
export async function seedOnStart(server: FastifyInstance, api: FastifyInstance, config: Config) {
  if (config.demoAccount) {
    const seeded = await seedDemoData(server);
    // The demo's address is Tapfolio's own: the verification mail it was sent reaches nobody.
    if (seeded) await createEmailLinks(api.db).markVerified(seeded.userId, DEMO_ACCOUNT.email);
    // Before the back office's orders: the teams console has something to show on a first start.
    await seedDemoOrganisation(server, api.db);
    server.log.warn(
      `Demo organisation at /teams, owned by the demo account; its members ` +
        `${DEMO_MEMBERS.map((member) => member.email).join(', ')} / ${DEMO_ACCOUNT.password}`,
    );
    server.log.warn(
      `Demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} ${seeded ? 'made' : 'exists'}: ` +
        (config.databaseUrl
          ? 'DEMO_DATA=true'
          : `the embedded database on a loopback address (HOST=${config.host})`),
    );
  } else if (!config.databaseUrl && !isLoopback(config.host)) {
    server.log.info(
      `No demo account: HOST=${config.host} can be reached from other machines and its password ` +
        'is published (DEMO_DATA=true seeds it anyway)',
    );
  }
  if (config.demoCatalogue) await seedDemoCatalogue(api);
  // Orders need the catalogue and, paid without money, the payment emulator.
  if (config.demoAccount && config.demoCatalogue && config.razorpay.mode === 'emulator') {
    await seedBackOffice(server, api.db);
    server.log.warn(
      `Demo staff account ${DEMO_STAFF.email} / ${DEMO_STAFF.password}: the back office at /backoffice`,
    );
    server.log.warn(
      `Demo admin account ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}: the back office with roles`,
    );
  }
}
