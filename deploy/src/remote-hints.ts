import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { remotesOfPath } from 'shared-contracts';
import { preloadLink, type HtmlRoute } from './html.js';
import { escapeHtml } from 'shared-contracts';
import type { Registry, RegistryEntry } from './registry.js';
import { runsPageClient } from './server-render/page-client.js';
import { MANIFEST_FILE, type ReleaseFiles } from './release-files/types.js';

export interface RemoteHintsOptions {
  /** Holds `<name>/<version>/` release folders (their mf-manifest.json is read once each). */
  releasesDir: string;
  /**
   * Releases in a bucket (`kind: 's3'`): a registry URL that is not a `/remotes/` path but ends in
   * `/<name>/<version>/mf-manifest.json` has its manifest read from the bucket, and its preloads
   * at that URL's folder (the CDN's).
   */
  files?: ReleaseFiles;
  /**
   * While a canary runs, the token this visitor's page sends with its reports of the remotes'
   * loads and failures (canary/report-token.ts); undefined otherwise, when none are wanted.
   */
  reportsToken?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>;
  /** The registry as this visitor should see it (a canary's share sees its version). */
  readRegistry: (request: FastifyRequest, reply: FastifyReply) => Promise<Registry>;
}

/** The id of the data block the shell reads instead of fetching /remotes.json. */
export const REGISTRY_ELEMENT_ID = 'tf-remotes';

/** What a remote's manifest says a first screen needs: its entry and the `./pages` chunks. */
interface FirstFiles {
  scripts: string[];
  styles: string[];
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

/** `/remotes/<name>/<version>/mf-manifest.json`: a release served by this gateway. */
const LOCAL_MANIFEST =
  /^\/remotes\/([a-z][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\/mf-manifest\.json$/;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function firstFilesOf(manifest: Manifest, base: string): FirstFiles {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ?? ''}${entry.name}` : undefined;
  const pages = manifest.exposes?.find((expose) => expose.path === './pages');
  return {
    scripts: [...(entryFile ? [entryFile] : []), ...strings(pages?.assets?.js?.sync)].map(
      (file) => base + file,
    ),
    styles: strings(pages?.assets?.css?.sync).map((file) => base + file),
  };
}

/** How long a bucket's manifest that could not be read is not asked for again. */
const BUCKET_RETRY_MS = 5_000;

/**
 * Every page of the app names, in its head, the registry it was served with and the files of the
 * remotes its route draws first, so the browser fetches them in parallel with the shell's own
 * scripts rather than one after another (registry, manifest, entry, chunks). A release folder
 * never changes, so each manifest is read once; one that cannot be read only loses its hints.
 */
export function remoteHints({
  releasesDir,
  readRegistry,
  files: releaseFiles,
  reportsToken = async () => undefined,
}: RemoteHintsOptions): HtmlRoute {
  const manifests = new Map<string, Promise<FirstFiles | undefined>>();
  const bucket = releaseFiles?.kind === 's3' ? releaseFiles : undefined;

  /** The manifest's text, from the releases folder or the bucket; undefined: no hints for it. */
  const manifestReader = (name: string, entry: RegistryEntry) => {
    const local = LOCAL_MANIFEST.exec(entry.url);
    if (local) {
      return () => readFile(join(releasesDir, local[1]!, local[2]!, MANIFEST_FILE), 'utf8');
    }
    if (!bucket || !entry.url.endsWith(`/${name}/${entry.version}/${MANIFEST_FILE}`)) return;
    return async () => {
      const bytes = await bucket.readFile(name, entry.version, MANIFEST_FILE);
      if (!bytes) throw new Error(`${name} ${entry.version} is not in ${bucket.where}`);
      return bytes.toString('utf8');
    };
  };

  const filesOf = (name: string, entry: RegistryEntry): Promise<FirstFiles | undefined> => {
    const read = manifestReader(name, entry);
    if (!read) return Promise.resolve(undefined);
    let files = manifests.get(entry.url);
    if (!files) {
      // Absolute (a CDN's) or a path on this origin, as the registry says.
      const base = entry.url.slice(0, entry.url.lastIndexOf('/') + 1);
      files = read().then(
        (text) => firstFilesOf(JSON.parse(text) as Manifest, base),
        () => undefined,
      );
      // A missing release may appear (it is being copied): only a read manifest is kept. A bucket
      // that failed is asked again a little later, not on every page meanwhile.
      const forget = () => manifests.delete(entry.url);
      void files.then((found) => {
        if (found) return;
        if (!bucket || LOCAL_MANIFEST.test(entry.url)) forget();
        else setTimeout(forget, BUCKET_RETRY_MS).unref();
      });
      manifests.set(entry.url, files);
    }
    return files;
  };

  return {
    match: () => true,
    async transform(html, { path, request, reply }) {
      let registry: Registry;
      try {
        registry = await readRegistry(request, reply);
      } catch (err) {
        // The shell then asks /remotes.json itself, which reports the fault.
        request.log.warn({ err }, 'remote hints skipped: the registry is unreadable');
        return html;
      }
      const links: string[] = [];
      // A page's own client (sign-in, product) runs without the app: no remote is needed yet.
      const remotes = runsPageClient(html) ? [] : remotesOfPath(path);
      for (const name of remotes) {
        const entry = registry[name];
        if (!entry) continue;
        links.push(preloadLink('fetch', entry.url));
        const files = await filesOf(name, entry);
        for (const href of files?.scripts ?? []) links.push(preloadLink('script', href));
        for (const href of files?.styles ?? []) links.push(preloadLink('style', href));
      }
      // A data block, never run: `<` is escaped so no value can close the element.
      const data = JSON.stringify(registry).replace(/</g, '\\u003c');
      const token = await reportsToken(request, reply).catch(() => undefined);
      const reports = token ? ` data-reports="${escapeHtml(token)}"` : '';
      const block = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}"${reports}>${data}</script>`;
      return html.replace(/<\/head>/i, () => `${links.join('')}${block}</head>`);
    },
  };
}
