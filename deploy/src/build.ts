import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Builds one workspace package. Swapped out in tests; `npmBuilder` in real use. */
export type Builder = (name: string) => Promise<void>;

/** What a package's build reads, beside the sources of the workspace packages it depends on. */
const OWN_INPUTS = [
  'src',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'rsbuild.config.ts',
  'rsbuild.config.mjs',
  'rsbuild.config.js',
];
const SKIPPED = new Set(['node_modules', 'dist']);

async function mtimeOf(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    newest = Math.max(newest, await mtimeOf(join(path, entry.name)));
  }
  return newest;
}

/** The newest modification time among these files and folders (recursively); 0 if none exist. */
export async function newestMtime(paths: string[]): Promise<number> {
  const times = await Promise.all(paths.map(mtimeOf));
  return Math.max(0, ...times);
}

/**
 * The inputs of `<repo>/<name>`'s build. Workspace dependencies (web-kit, shared-contracts) are
 * bundled into it, so a change there must rebuild it too.
 */
export async function buildInputs(repoRoot: string, name: string): Promise<string[]> {
  const dir = join(repoRoot, name);
  const inputs = OWN_INPUTS.map((input) => join(dir, input));
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    // Only folders of this repository; a scoped name can never be one of them.
    if (dep.includes('/')) continue;
    const depDir = join(repoRoot, dep);
    if ((await mtimeOf(join(depDir, 'package.json'))) > 0) {
      inputs.push(join(depDir, 'src'), join(depDir, 'package.json'));
    }
  }
  return inputs;
}

/** True when `output` (a file every build rewrites) is missing or older than any input. */
export async function isStale(output: string, inputs: string[]): Promise<boolean> {
  const built = await stat(output).catch(() => undefined);
  if (!built) return true;
  return built.mtimeMs < (await newestMtime(inputs));
}

/** Builds `<repo>/<name>` when `output` is missing or older than its inputs; true when it did. */
export async function buildIfStale(
  repoRoot: string,
  name: string,
  output: string,
  builder: Builder,
): Promise<boolean> {
  if (!(await isStale(output, await buildInputs(repoRoot, name)))) return false;
  await builder(name);
  return true;
}

/** `npm run build -w <name>` from the repository root, its output shown as it runs. */
export const npmBuilder =
  (repoRoot: string): Builder =>
  (name) =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', 'build', '-w', name], { cwd: repoRoot, stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`npm run build -w ${name} failed (${signal ?? `exit ${code}`})`));
      });
    });
