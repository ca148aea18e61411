import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadConfig } from 'api';
import { loadCommandConfig, loadGatewayConfig } from '../src/config.js';
import { DeployError } from '../src/errors.js';
import { repoRoot } from '../src/paths.js';

/** What reading `env` refuses with, or undefined when it is accepted. */
const refusal = (read: () => unknown): Error | undefined => {
  try {
    read();
  } catch (error) {
    return error as Error;
  }
  return undefined;
};

describe('deploy settings (config.ts)', () => {
  it('keep the data in api/data unless DATA_DIR says otherwise, as `npm start -w api` does', () => {
    expect(loadGatewayConfig({}).api.dataDir).toBe(join(repoRoot, 'api', 'data'));
    expect(loadGatewayConfig({ DATA_DIR: 'somewhere' }).api.dataDir).toBe(resolve('somewhere'));
    expect(loadGatewayConfig({ DATA_DIR: 'somewhere' }).api).toMatchObject({
      ...loadConfig({ DATA_DIR: 'somewhere' }),
      razorpay: expect.anything(),
    });
  });

  it('keep the registry in PostgreSQL only when DATABASE_URL names a server', () => {
    expect(loadCommandConfig({}).registryUrl).toBeUndefined();
    expect(loadCommandConfig({ DATABASE_URL: 'memory://' }).registryUrl).toBeUndefined();
    const url = 'postgresql://u:p@db:5432/tapfolio';
    expect(loadCommandConfig({ DATABASE_URL: url }).registryUrl).toBe(url);
    // The emulator asked for: payments on a database server need keys or that.
    expect(loadGatewayConfig({ DATABASE_URL: url, RAZORPAY_EMULATOR: 'true' })).toMatchObject({
      registryUrl: url,
      api: { databaseUrl: url },
    });
  });

  it('refuse what the API refuses, in its words and in one line', () => {
    const cases: [NodeJS.ProcessEnv, NodeJS.ProcessEnv][] = [
      [{ DATABASE_URL: 'mysql://db/x' }, { DATABASE_URL: 'mysql://db/x' }],
      [{ DATABASE_URL: 'db.example.com' }, { DATABASE_URL: 'db.example.com' }],
      [
        { S3_ACCESS_KEY_ID: 'key', RELEASES_BUCKET: 'r', RELEASES_PUBLIC_URL: '/cdn' },
        { S3_ACCESS_KEY_ID: 'key', S3_BUCKET: 'uploads' },
      ],
      [
        { S3_FORCE_PATH_STYLE: 'yes', RELEASES_BUCKET: 'r', RELEASES_PUBLIC_URL: '/cdn' },
        { S3_FORCE_PATH_STYLE: 'yes', S3_BUCKET: 'uploads' },
      ],
      [
        { S3_ENDPOINT: 'minio:9000', RELEASES_BUCKET: 'r', RELEASES_PUBLIC_URL: '/cdn' },
        { S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'uploads' },
      ],
    ];
    for (const [deployEnv, apiEnv] of cases) {
      const api = refusal(() => loadConfig(apiEnv));
      expect(api?.message).toBeTruthy();
      for (const read of [() => loadCommandConfig(deployEnv), () => loadGatewayConfig(deployEnv)]) {
        const error = refusal(read);
        expect(error).toBeInstanceOf(DeployError);
        expect(error?.message).toBe(api?.message);
        expect(error?.message).not.toContain('\n');
      }
    }
  });

  it("reach the releases bucket on the API's S3 service, with keys of its own, never the API's", () => {
    const service = {
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const uploadKeys = { S3_ACCESS_KEY_ID: 'uploads-key', S3_SECRET_ACCESS_KEY: 'uploads-secret' };
    const bucket = {
      RELEASES_BUCKET: 'releases',
      RELEASES_PUBLIC_URL: 'https://cdn.example.com/remotes',
    };
    const { releaseBucket } = loadCommandConfig({
      ...service,
      ...uploadKeys,
      ...bucket,
      RELEASES_S3_ACCESS_KEY_ID: 'releases-key',
      RELEASES_S3_SECRET_ACCESS_KEY: 'releases-secret',
    }).layout;
    expect(releaseBucket).toEqual({
      ...loadConfig({ ...service, S3_BUCKET: 'releases' }).s3,
      accessKeyId: 'releases-key',
      secretAccessKey: 'releases-secret',
      publicUrl: 'https://cdn.example.com/remotes',
    });
    // Without keys of its own: the machine's role, not the uploads' keys.
    const roleOnly = loadCommandConfig({ ...service, ...uploadKeys, ...bucket }).layout;
    expect(roleOnly.releaseBucket?.accessKeyId).toBeUndefined();
    expect(roleOnly.releaseBucket?.secretAccessKey).toBeUndefined();
    const half = refusal(() =>
      loadGatewayConfig({ ...bucket, RELEASES_S3_ACCESS_KEY_ID: 'releases-key' }),
    );
    expect(half?.message).toBe(
      'RELEASES_S3_ACCESS_KEY_ID and RELEASES_S3_SECRET_ACCESS_KEY must be set together',
    );
  });

  it('refuse a malformed setting of the gateway alone in one line too', () => {
    const error = refusal(() => loadGatewayConfig({ CANARY_MIN_LOADS: 'many' }));
    expect(error).toBeInstanceOf(DeployError);
    expect(error?.message).toBe(
      'CANARY_MIN_LOADS must be a whole number of loads, at least 1, got "many"',
    );
    // The commands do not judge canaries: the guard's settings are the gateway's only.
    expect(refusal(() => loadCommandConfig({ CANARY_MIN_LOADS: 'many' }))).toBeUndefined();
  });

  it('name whoever runs a command by their login when git does not know them', () => {
    expect(loadCommandConfig({ USER: 'asha' }).loginName).toBe('asha');
    expect(loadCommandConfig({ USERNAME: 'ravi' }).loginName).toBe('ravi');
    expect(loadCommandConfig({}).loginName).toBeUndefined();
  });
});
