import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fileRegistryStore } from '../../src/registry/file-store.js';
import { postgresRegistryStore } from '../../src/registry/postgres-store.js';
import type { RegistryStore } from '../../src/registry/store.js';
import type { Fixture } from './fixtures.js';
import { TEST_DATABASE_URL } from './postgres-server.js';

export interface StoreKind {
  name: 'file' | 'postgres';
  /** A fresh, empty registry for one test; `open` gives another handle on the same one. */
  create(fixture: Fixture): Promise<{
    open(options?: { cacheMs?: number }): Promise<RegistryStore>;
    drop(): Promise<void>;
  }>;
}

const fileKind: StoreKind = {
  name: 'file',
  async create(fixture) {
    return { open: async () => fileRegistryStore(fixture.layout), drop: async () => {} };
  },
};

/** A database of its own per test, on the server TEST_DATABASE_URL names, dropped afterwards. */
const postgresKind = (adminUrl: string): StoreKind => ({
  name: 'postgres',
  async create() {
    const database = `deploy_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const opened: RegistryStore[] = [];
    return {
      async open(options) {
        const store = await postgresRegistryStore(url.href, options);
        opened.push(store);
        return store;
      },
      async drop() {
        await Promise.all(opened.map((store) => store.close().catch(() => {})));
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${database} with (force)`);
        await client.end();
      },
    };
  },
});

/** The registry backends to run a suite on: files always, PostgreSQL when a server is given. */
export const STORE_KINDS: StoreKind[] = [
  fileKind,
  ...(TEST_DATABASE_URL ? [postgresKind(TEST_DATABASE_URL)] : []),
];
