import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { DeployError } from '../errors.js';
import { listFiles } from '../files.js';
import type { ReleaseBucket } from '../paths.js';
import { compressBoth, isCompressible } from '../releases.js';
import { contentTypeOf } from './content-type.js';
import { assertReleasePath, assertSegments, MANIFEST_FILE, type ReleaseFiles } from './types.js';

type Sdk = typeof SdkModule;

/** A version's URL changes whenever its content does: browsers and CDNs keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Uploads at once: a release is a few dozen files, each small. */
const UPLOADS_AT_ONCE = 8;

const SIBLING = /\.(?:gz|br)$/;

interface Upload {
  /** The path inside the release. */
  path: string;
  body: Buffer;
  contentType: string;
  encoding?: 'gzip' | 'br';
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** An answer of the service or of the network, as opposed to a bug here. */
const isServiceError = (error: unknown) =>
  statusOf(error) !== undefined ||
  /^E[A-Z]+$/.test(String((error as { code?: unknown } | null)?.code ?? '')) ||
  (error as Error | null)?.name === 'TimeoutError';

/** Runs `task` on every item, `limit` at a time; stops starting new ones after a failure. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Releases in an S3-compatible bucket (RELEASES_BUCKET), served to browsers by the CDN in front
 * of it (RELEASES_PUBLIC_URL): the key `<name>/<version>/<file>` is at
 * `<publicUrl>/<name>/<version>/<file>`. Every file is uploaded with its Content-Type and
 * `immutable` caching, text assets also as `<file>.gz` and `<file>.br` (Content-Encoding gzip and
 * br, the original's Content-Type). A version is never overwritten: one whose manifest is in the
 * bucket is left alone, each upload is conditional (`If-None-Match: *`, where the service supports
 * it), and the manifest goes last, so a version cut short is never complete, never listed, and
 * finished by the next release of the same build. The SDK is imported on first use: the commands
 * on the releases folder never load it.
 */
export function s3ReleaseFiles(config: ReleaseBucket): ReleaseFiles {
  const Bucket = config.bucket;
  const where = `s3://${Bucket}`;
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  const open = () =>
    (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint && { endpoint: config.endpoint }),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId &&
          config.secretAccessKey && {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }),
        // As the API's storage: some S3-compatible services refuse the SDK's extra checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // The gateway reads the bucket while it answers a page: a stalled service must not hang it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));

  const keyOf = (name: string, version: string, path: string) => {
    assertSegments(name, version);
    assertReleasePath(path);
    return `${name}/${version}/${path}`;
  };

  /** Runs a command against the bucket; the service's refusals become one-line DeployErrors. */
  async function run<T>(action: string, call: (s3: { sdk: Sdk; client: S3Client }) => Promise<T>) {
    try {
      return await call(await open());
    } catch (error) {
      if (!isServiceError(error)) throw error;
      const status = statusOf(error);
      const { name, message } = error as Error;
      throw new DeployError(
        `${where}: ${action} failed${status ? ` (${status})` : ''}: ${name}: ${message}`,
      );
    }
  }

  async function exists(name: string, version: string): Promise<boolean> {
    const Key = keyOf(name, version, MANIFEST_FILE);
    return run(`looking up ${Key}`, async ({ sdk, client }) => {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    });
  }

  /** Puts one object unless its key exists; answers whether it wrote it. */
  async function put(name: string, version: string, upload: Upload): Promise<boolean> {
    const Key = keyOf(name, version, upload.path);
    return run(`uploading ${Key}`, async ({ sdk, client }) => {
      const command = () =>
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: upload.body,
          ContentLength: upload.body.length,
          ContentType: upload.contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
          ...(upload.encoding && { ContentEncoding: upload.encoding }),
          IfNoneMatch: '*',
        });
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(command());
          return true;
        } catch (error) {
          const status = statusOf(error);
          // There already: a version's files are the same bytes whoever uploads them.
          if (status === 412) return false;
          // Another upload of the same key is under way (S3's ConditionalRequestConflict).
          if (status === 409 && attempt < 3) {
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
            continue;
          }
          throw error;
        }
      }
    });
  }

  /** A dist file, and its compressed siblings when it is a text asset. */
  async function uploadsOf(distDir: string, path: string): Promise<Upload[]> {
    const body = await readFile(join(distDir, path));
    const contentType = contentTypeOf(path);
    if (!isCompressible(path)) return [{ path, body, contentType }];
    const { gz, br } = await compressBoth(body);
    return [
      { path: `${path}.gz`, body: gz, contentType, encoding: 'gzip' },
      { path: `${path}.br`, body: br, contentType, encoding: 'br' },
      { path, body, contentType },
    ];
  }

  return {
    kind: 's3',
    where,
    exists,

    async install(distDir, name, version) {
      if (await exists(name, version)) return false;
      const paths = await listFiles(distDir);
      const present = new Set(paths);
      // Siblings a build brought along are made again here, from the file they compress.
      const files = paths.filter(
        (path) =>
          path !== MANIFEST_FILE &&
          !(
            SIBLING.test(path) &&
            isCompressible(path.slice(0, -3)) &&
            present.has(path.slice(0, -3))
          ),
      );
      await eachLimited(files, UPLOADS_AT_ONCE, async (path) => {
        for (const upload of await uploadsOf(distDir, path)) await put(name, version, upload);
      });
      // The manifest last: until it is there, the version does not exist.
      let created = false;
      for (const upload of await uploadsOf(distDir, MANIFEST_FILE)) {
        created = await put(name, version, upload);
      }
      return created;
    },

    async list(name) {
      const prefix = `${name}/`;
      const folders: string[] = [];
      await run(`listing ${prefix}`, async ({ sdk, client }) => {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
              Bucket,
              Prefix: prefix,
              Delimiter: '/',
              ContinuationToken,
            }),
          );
          for (const { Prefix } of page.CommonPrefixes ?? []) {
            const version = Prefix?.slice(prefix.length, -1);
            if (version) folders.push(version);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      });
      // A version whose upload was interrupted has files but no manifest: it is not released.
      const complete: string[] = [];
      await eachLimited(folders, UPLOADS_AT_ONCE, async (version) => {
        if (await exists(name, version)) complete.push(version);
      });
      return complete;
    },

    async listFiles(name, version, folder) {
      const prefix = `${keyOf(name, version, folder)}/`;
      const release = `${name}/${version}/`;
      const files: string[] = [];
      await run(`listing ${prefix}`, async ({ sdk, client }) => {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
          );
          for (const { Key } of page.Contents ?? []) {
            if (Key && !Key.endsWith('/')) files.push(Key.slice(release.length));
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      });
      return files.sort();
    },

    async readFile(name, version, path) {
      const Key = keyOf(name, version, path);
      return run(`reading ${Key}`, async ({ sdk, client }) => {
        try {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
          return object.Body
            ? Buffer.from(await object.Body.transformToByteArray())
            : Buffer.alloc(0);
        } catch (error) {
          if (statusOf(error) === 404) return undefined;
          throw error;
        }
      });
    },

    manifestUrl: (name, version) => `${config.publicUrl}/${name}/${version}/${MANIFEST_FILE}`,

    async close() {
      const current = opened;
      opened = undefined;
      if (current) (await current.catch(() => undefined))?.client.destroy();
    },
  };
}
