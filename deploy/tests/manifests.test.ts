/**
 * The production manifests in deploy/manifests/ (Dockerfile, Kubernetes with Kustomize, compose)
 * are never run here (no Docker, no cluster): this suite reads them and holds them to the code.
 * Every environment variable the API and the gateway read (found by scanning api/src and
 * deploy/src) must be documented in deploy/manifests/README.md and set in the Kubernetes
 * ConfigMap or Secret and in compose; the image's entry points must be files the build makes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { loadConfig } from 'api';
import { API_BASE, ORDER_STATUSES, paths } from 'shared-contracts';
import { parse, parseAllDocuments } from 'yaml';
import { repoRoot } from '../src/paths.js';

const MANIFESTS = join(repoRoot, 'deploy', 'manifests');
const K8S = join(MANIFESTS, 'k8s');
const HEALTH = `${API_BASE}${paths.health}`;

/** Announced variables no code reads yet, documented and set before they land (none now). */
const PLANNED: string[] = [];

/**
 * Read by the code but set by the operator's login session, not by a deployment: the release
 * commands name who made a change from them. Documented, never set in the manifests.
 */
const AMBIENT = ['USER', 'USERNAME'];

// ------------------------------------------------------------------------------------------------
// Reading files

const read = (path: string) => readFileSync(path, 'utf8');
const rel = (path: string) => relative(repoRoot, path).split(sep).join('/');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

const yamlFiles = () => walk(MANIFESTS, (file) => /\.ya?ml$/.test(file));

// ------------------------------------------------------------------------------------------------
// The environment the code reads

const SOURCE_DIRS = ['api/src', 'deploy/src'];

/** `process.env.X`, `env.X` (a ProcessEnv parameter), `env['X']`, `const { X } = process.env`. */
function envReadsOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]!);
  for (const match of text.matchAll(/\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) {
    names.add(match[1]!);
  }
  for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/[:=\s]/)[0];
      if (name && /^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

/** Every variable read by the API and the gateway, with the files that read it. */
function codeEnv(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    const files = walk(
      join(repoRoot, dir),
      (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\./.test(file),
    );
    for (const file of files) {
      for (const name of envReadsOf(read(file))) {
        found.set(name, [...(found.get(name) ?? []), rel(file)]);
      }
    }
  }
  return found;
}

// ------------------------------------------------------------------------------------------------
// Kubernetes objects (the fields this suite looks at)

interface Metadata {
  name?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: Metadata;
  spec?: unknown;
  data?: Record<string, string>;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Probe {
  httpGet?: { path?: string; port?: string | number };
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[] };
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds: number } } };
}
interface PodSpec {
  containers: Container[];
  securityContext?: SecurityContext;
  terminationGracePeriodSeconds?: number;
  restartPolicy?: string;
  volumes?: { name: string; emptyDir?: object }[];
}
interface PodTemplate {
  metadata?: Metadata;
  spec: PodSpec;
}
interface Kustomization {
  kind: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  patches?: { path?: string; target?: unknown }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  secretGenerator?: { name: string; envs?: string[] }[];
}

interface Loaded {
  file: string;
  doc: K8sObject;
}

function loadK8s(): Loaded[] {
  return walk(K8S, (file) => /\.ya?ml$/.test(file)).flatMap((file) =>
    parseAllDocuments(read(file)).map((doc) => ({ file, doc: doc.toJS() as K8sObject })),
  );
}

const isKustomization = (doc: K8sObject) =>
  doc.kind === 'Kustomization' || doc.kind === 'Component';

function only(objects: Loaded[], kind: string, dir = join(K8S, 'base')): Loaded {
  const found = objects.filter((o) => o.doc.kind === kind && dirname(o.file) === dir);
  if (found.length !== 1) {
    throw new Error(`expected one ${kind} in ${rel(dir)}, found ${found.length}`);
  }
  return found[0]!;
}

const podOf = (o: Loaded) => (o.doc.spec as { template: PodTemplate }).template;
const containerOf = (o: Loaded) => podOf(o).spec.containers[0]!;

// ------------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

function dockerStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

const runs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

/** `["node", "x.js"]` or `node x.js`. */
const execForm = (args: string): string[] =>
  args.trim().startsWith('[') ? (JSON.parse(args) as string[]) : args.trim().split(/\s+/);

const workdirOf = (stage: Stage) =>
  stage.instructions
    .filter((i) => i.keyword === 'WORKDIR')
    .reduce((dir, i) => posix.resolve(dir, i.args.trim()), '/');

/** COPY's destination, made absolute from the stage's WORKDIR. */
function copies(stage: Stage): { from: string | undefined; source: string; dest: string }[] {
  let workdir = '/';
  const out: { from: string | undefined; source: string; dest: string }[] = [];
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = posix.resolve(workdir, args.trim());
    if (keyword !== 'COPY') continue;
    const words = args.trim().split(/\s+/);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
    const plain = words.filter((w) => !w.startsWith('--'));
    const dest = posix.resolve(workdir, plain.at(-1)!);
    for (const source of plain.slice(0, -1)) out.push({ from, source, dest });
  }
  return out;
}

/**
 * Where the runtime stage holds files of the build: each COPY's destination, except whole-stage
 * copies from a stage that only installed dependencies (the deps stage's /app holds package.json
 * files and node_modules, not api/drizzle).
 */
function heldIn(runtime: Stage, stages: Stage[]): string[] {
  return copies(runtime)
    .filter((c) => {
      const from = stages.find((s) => s.name === c.from);
      if (!from || posix.resolve(workdirOf(from), c.source) !== workdirOf(from)) return true;
      return runs(from).some((r) => /\bnpm run build\b/.test(r));
    })
    .map((c) => c.dest);
}

// ------------------------------------------------------------------------------------------------
// What the build makes

interface TsConfig {
  extends?: string;
  compilerOptions?: { rootDir?: string; outDir?: string; noEmit?: boolean };
  include?: string[];
}

/**
 * `api/dist/cli/admin.js` -> `api/src/cli/admin.ts`, from the package's tsconfig.build.json (the
 * one its `build` script compiles): its outDir, its rootDir and the files it includes. Undefined
 * with the reason when the build cannot make that file.
 */
function sourceOfBuilt(file: string): { source?: string; problem?: string } {
  const [pkg, ...rest] = file.split('/');
  const pkgDir = join(repoRoot, pkg!);
  const manifest = JSON.parse(read(join(pkgDir, 'package.json'))) as {
    scripts?: Record<string, string>;
  };
  const build = manifest.scripts?.build ?? '';
  const project = /tsc\s+(?:-p|-b|--build)\s+(\S+)/.exec(build)?.[1];
  if (!project) return { problem: `${pkg}'s build script "${build}" compiles no tsconfig` };
  const tsconfig = parse(read(join(pkgDir, project))) as TsConfig;
  const { outDir, rootDir, noEmit } = tsconfig.compilerOptions ?? {};
  if (noEmit || !outDir || !rootDir) {
    return { problem: `${pkg}/${project} has no outDir/rootDir to emit into` };
  }
  const out = posix.normalize(outDir);
  const inside = rest.join('/');
  if (!inside.startsWith(`${out}/`)) return { problem: `${file} is not under ${pkg}/${out}/` };
  const stem = posix
    .join(posix.normalize(rootDir), inside.slice(out.length + 1))
    .replace(/\.js$/, '');
  const source = ['.ts', '.tsx', '.mts', '.js'].map((ext) => `${pkg}/${stem}${ext}`);
  const existing = source.find((candidate) => existsSync(join(repoRoot, candidate)));
  if (!existing) return { problem: `${file}: no ${source[0]} for ${pkg}/${project} to compile` };
  const included = (tsconfig.include ?? [rootDir]).some((pattern) =>
    `${stem}/`.startsWith(`${posix.normalize(pattern)}/`),
  );
  if (!included) return { problem: `${existing} is not in ${pkg}/${project}'s include` };
  return { source: existing };
}

/** `<pkg>/dist/....js` paths in a text. */
const builtPathsIn = (text: string) => [
  ...new Set([...text.matchAll(/\b([a-z][a-z0-9-]*\/dist\/[\w./-]+\.js)\b/g)].map((m) => m[1]!)),
];

// ------------------------------------------------------------------------------------------------
// .dockerignore

function dockerIgnored(patterns: string[], path: string): boolean {
  const glob = (part: string) =>
    part
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]');
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(`^${pattern.replace(/^\//, '').split('**/').map(glob).join('(?:.*/)?')}$`),
  );
  const parts = path.split('/');
  return parts.some((_, i) => regexes.some((re) => re.test(parts.slice(0, i + 1).join('/'))));
}

// ------------------------------------------------------------------------------------------------

describe('deploy/manifests', () => {
  const env = codeEnv();
  const documentedVars = [...new Set([...env.keys(), ...PLANNED])].sort();
  const required = documentedVars.filter((name) => !AMBIENT.includes(name));
  const k8s = loadK8s();
  const deployment = only(k8s, 'Deployment');
  const job = only(k8s, 'Job');
  const configMap = only(k8s, 'ConfigMap');
  const config = configMap.doc.data ?? {};
  const gateway = containerOf(deployment);
  const port = loadConfig({}).port;
  const dockerfile = read(join(MANIFESTS, 'Dockerfile'));
  const stages = dockerStages(dockerfile);
  const runtime = stages.at(-1)!;
  const compose = parse(read(join(MANIFESTS, 'compose.yaml'))) as {
    services: Record<
      string,
      {
        image?: string;
        build?: { context: string; dockerfile: string };
        environment?: Record<string, string | number | boolean>;
        depends_on?: Record<string, { condition: string }>;
        entrypoint?: string[];
        command?: string[] | string;
        ports?: string[];
      }
    >;
  };
  const readme = read(join(MANIFESTS, 'README.md'));

  describe('the environment the code reads', () => {
    it('is found by scanning api/src and deploy/src', () => {
      // The scan itself: if it stopped finding these, every check below would pass vacuously.
      for (const name of ['DATABASE_URL', 'JWT_SECRET', 'S3_BUCKET', 'PORT', 'RELEASES_DIR']) {
        expect(env.has(name)).toBe(true);
      }
      expect(envReadsOf('const { A_B, C: c, D = 1 } = process.env; env["E"]; env.F')).toEqual(
        expect.arrayContaining(['A_B', 'C', 'D', 'E', 'F']),
      );
    });

    it('is documented, each variable in a table row of deploy/manifests/README.md', () => {
      const documented = new Set(
        readme
          .split('\n')
          .filter((line) => line.trim().startsWith('|'))
          .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
          .map((m) => m[1]!),
      );
      const missing = documentedVars
        .filter((name) => !documented.has(name))
        .map((name) => `${name} (${env.get(name)?.join(', ') ?? 'planned'}) is not in the README`);
      expect(missing).toEqual([]);
    });

    it('is set on Kubernetes: in the ConfigMap, or as a Secret reference on the gateway', () => {
      const secretEnv = new Set((gateway.env ?? []).map((v) => v.name));
      const missing = required
        .filter((name) => !(name in config) && !secretEnv.has(name))
        .map((name) => `${name} (${env.get(name)?.join(', ') ?? 'planned'}) is not set on k8s`);
      expect(missing).toEqual([]);
      const both = Object.keys(config).filter((name) => secretEnv.has(name));
      expect(both.map((name) => `${name} is in the ConfigMap and the Secret`)).toEqual([]);
    });

    it('is set for the gateway in compose.yaml', () => {
      const set = compose.services.gateway?.environment ?? {};
      const missing = required
        .filter((name) => !(name in set))
        .map((name) => `${name} (${env.get(name)?.join(', ') ?? 'planned'}) is not in compose`);
      expect(missing).toEqual([]);
    });

    it('holds no variable the code does not read (a typo would be silently ignored)', () => {
      const known = new Set(required);
      const unknown = [
        ...Object.keys(config).map((name) => ['base/configmap.yaml', name]),
        ...(gateway.env ?? []).map((v) => ['base/deployment.yaml', v.name]),
        ...Object.keys(compose.services.gateway?.environment ?? {}).map((n) => ['compose', n]),
      ]
        .filter(([, name]) => !known.has(name!))
        .map(([where, name]) => `${where}: ${name} is read by no code`);
      expect(unknown).toEqual([]);
    });

    it('keeps the secrets out of the ConfigMap and lists them in secrets.env.example', () => {
      const secretish = /SECRET|KEY_ID|DATABASE_URL|SMTP_URL/;
      expect(Object.keys(config).filter((name) => secretish.test(name))).toEqual([]);
      const refs = (gateway.env ?? [])
        .map((v) => v.valueFrom?.secretKeyRef)
        .filter((ref) => ref?.name === 'tapfolio-secrets')
        .map((ref) => ref!.key);
      for (const name of ['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'RAZORPAY_KEY_SECRET']) {
        expect(refs).toContain(name);
      }
      const example = read(join(K8S, 'overlays', 'production', 'secrets.env.example'));
      const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
      expect(refs.filter((key) => !listed.includes(key))).toEqual([]);
    });
  });

  describe('YAML', () => {
    it('parses, every file and every document', () => {
      const files = yamlFiles();
      expect(files.length).toBeGreaterThan(10);
      const errors = files.flatMap((file) =>
        parseAllDocuments(read(file)).flatMap((doc) =>
          doc.errors.map((error) => `${rel(file)}: ${error.message}`),
        ),
      );
      expect(errors).toEqual([]);
    });

    it('gives every Kubernetes object an apiVersion, a kind and a metadata.name', () => {
      const incomplete = k8s
        .filter(
          ({ doc }) =>
            !doc.apiVersion || !doc.kind || (!isKustomization(doc) && !doc.metadata?.name),
        )
        .map(({ file, doc }) => `${rel(file)}: ${doc.kind ?? '?'} ${doc.metadata?.name ?? '?'}`);
      expect(incomplete).toEqual([]);
    });

    it('refers, from every kustomization, to files and patch targets that exist', () => {
      const problems: string[] = [];
      const base = k8s.filter((o) => dirname(o.file) === join(K8S, 'base'));
      for (const { file, doc } of k8s.filter((o) => isKustomization(o.doc))) {
        const dir = dirname(file);
        const k = doc as unknown as Kustomization;
        for (const entry of [...(k.resources ?? []), ...(k.components ?? [])]) {
          const path = join(dir, entry);
          const ok =
            existsSync(path) &&
            (!statSync(path).isDirectory() || existsSync(join(path, 'kustomization.yaml')));
          if (!ok) problems.push(`${rel(file)}: ${entry} does not exist`);
        }
        for (const patch of k.patches ?? []) {
          const path = join(dir, patch.path ?? '');
          if (!patch.path || !existsSync(path)) {
            problems.push(`${rel(file)}: patch ${patch.path} does not exist`);
            continue;
          }
          const target = parse(read(path)) as K8sObject;
          const hit = base.some(
            (o) => o.doc.kind === target.kind && o.doc.metadata?.name === target.metadata?.name,
          );
          if (!hit) {
            problems.push(
              `${rel(path)}: patches ${target.kind} ${target.metadata?.name}, not in base`,
            );
          }
          const patchContainers =
            (target.spec as { template?: PodTemplate } | undefined)?.template?.spec.containers ??
            [];
          const baseTarget = base.find(
            (o) => o.doc.kind === target.kind && o.doc.metadata?.name === target.metadata?.name,
          );
          for (const c of patchContainers) {
            if (baseTarget && !podOf(baseTarget).spec.containers.some((b) => b.name === c.name)) {
              problems.push(`${rel(path)}: container ${c.name} is not in ${target.kind}`);
            }
          }
          if (target.kind === 'ConfigMap') {
            for (const key of Object.keys(target.data ?? {})) {
              if (!(key in config)) problems.push(`${rel(path)}: ${key} is not a ConfigMap key`);
            }
          }
        }
        for (const generator of k.secretGenerator ?? []) {
          for (const envFile of generator.envs ?? []) {
            if (!existsSync(join(dir, `${envFile}.example`))) {
              problems.push(`${rel(file)}: no ${envFile}.example beside it`);
            }
            const ignore = existsSync(join(dir, '.gitignore')) ? read(join(dir, '.gitignore')) : '';
            if (!ignore.split('\n').includes(envFile)) {
              problems.push(`${rel(file)}: ${envFile} is not git-ignored`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe('Kubernetes', () => {
    it('runs the gateway: 3 replicas, the image built here, on the port the server listens on', () => {
      expect((deployment.doc.spec as { replicas: number }).replicas).toBe(3);
      expect(gateway.image).toBe('tapfolio');
      expect(gateway.ports?.map((p) => p.containerPort)).toEqual([port]);
      expect(config.PORT).toBe(String(port));
      for (const command of [gateway.command, containerOf(job).command]) {
        const problems = builtPathsIn((command ?? []).join(' ')).flatMap(
          (file) => sourceOfBuilt(file).problem ?? [],
        );
        expect(problems).toEqual([]);
      }
      expect(gateway.command).toEqual(['node', 'deploy/dist/server.js']);
      expect(gateway.envFrom).toEqual([{ configMapRef: { name: configMap.doc.metadata!.name } }]);
    });

    it('probes readiness, liveness and start-up on the API health endpoint', () => {
      const portName = gateway.ports?.[0]?.name;
      for (const probe of [gateway.readinessProbe, gateway.livenessProbe, gateway.startupProbe]) {
        expect(probe?.httpGet?.path).toBe(HEALTH);
        expect([portName, port]).toContain(probe?.httpGet?.port);
      }
    });

    it('shuts down gracefully: a preStop pause, then longer than the server needs to close', () => {
      const delay = /closeWithGrace\(\s*\{\s*delay:\s*([\d_]+)/.exec(
        read(join(repoRoot, 'deploy', 'src', 'server.ts')),
      )?.[1];
      expect(delay).toBeDefined();
      const closeSeconds = Number(delay!.replace(/_/g, '')) / 1000;
      const preStop = gateway.lifecycle?.preStop;
      const pause = preStop?.sleep?.seconds ?? Number(preStop?.exec?.command?.at(-1));
      expect(preStop?.exec?.command?.[0] ?? 'sleep').toBe('sleep');
      expect(pause).toBeGreaterThan(0);
      const grace = podOf(deployment).spec.terminationGracePeriodSeconds ?? 30;
      expect(grace).toBeGreaterThan(pause + closeSeconds);
    });

    it('asks for and limits CPU and memory', () => {
      for (const container of [gateway, containerOf(job)]) {
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    });

    it('runs as non-root on a read-only root filesystem, writing only to emptyDirs', () => {
      for (const o of [deployment, job]) {
        const pod = podOf(o).spec;
        const container = pod.containers[0]!;
        const security = { ...pod.securityContext, ...container.securityContext };
        expect(security.runAsNonRoot).toBe(true);
        expect(security.runAsUser).toBeGreaterThan(0);
        expect(security.readOnlyRootFilesystem).toBe(true);
        expect(security.allowPrivilegeEscalation).toBe(false);
        expect(security.capabilities?.drop).toContain('ALL');
        const emptyDirs = new Set((pod.volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name));
        const writable = (container.volumeMounts ?? [])
          .filter((m) => emptyDirs.has(m.name))
          .map((m) => m.mountPath);
        expect(writable).toEqual(expect.arrayContaining(['/tmp', config.DATA_DIR]));
      }
    });

    it('migrates with a Job that runs an existing command with the gateway settings', () => {
      expect(job.doc.apiVersion).toBe('batch/v1');
      const pod = podOf(job).spec;
      expect(['Never', 'OnFailure']).toContain(pod.restartPolicy);
      const migrate = pod.containers[0]!;
      expect(migrate.image).toBe(gateway.image);
      // The API migrates whenever it opens its database; it has no migrate command, so the Job
      // runs a read-only admin command (`orders <status>`), which opens it with the same settings.
      const [node, entry, action, status] = migrate.command ?? [];
      expect([node, entry, action]).toEqual(['node', 'api/dist/cli/admin.js', 'orders']);
      expect(ORDER_STATUSES).toContain(status);
      expect(read(join(repoRoot, 'api', 'src', 'cli', 'order-commands.ts'))).toContain(
        "action === 'orders'",
      );
      expect(read(join(repoRoot, 'api', 'src', 'db', 'client.ts'))).toMatch(/await migrate/);
      expect(migrate.envFrom).toEqual(gateway.envFrom);
      expect(migrate.env).toEqual(gateway.env);
    });

    it('serves through a Service and an Ingress with TLS from cert-manager', () => {
      const service = only(k8s, 'Service');
      const spec = service.doc.spec as {
        selector: Record<string, string>;
        ports: { name: string; port: number; targetPort: string | number }[];
      };
      const podLabels = podOf(deployment).metadata?.labels ?? {};
      expect(podLabels).toEqual(expect.objectContaining(spec.selector));
      for (const p of spec.ports) {
        expect([gateway.ports?.[0]?.name, port]).toContain(p.targetPort);
      }

      const ingresses = k8s.filter((o) => o.doc.kind === 'Ingress');
      expect(ingresses.length).toBeGreaterThan(0);
      for (const ingress of ingresses) {
        const annotations = ingress.doc.metadata?.annotations ?? {};
        expect(
          Object.keys(annotations).some((key) => /^cert-manager\.io\/(cluster-)?issuer$/.test(key)),
        ).toBe(true);
        const ingressSpec = ingress.doc.spec as {
          tls?: { hosts?: string[]; secretName?: string }[];
          rules?: {
            host?: string;
            http: {
              paths: { backend: { service: { name: string; port: { name?: string } } } }[];
            };
          }[];
        };
        expect(ingressSpec.tls?.length).toBeGreaterThan(0);
        const tlsHosts = ingressSpec.tls!.flatMap((t) => {
          expect(t.secretName).toBeTruthy();
          return t.hosts ?? [];
        });
        for (const rule of ingressSpec.rules ?? []) {
          expect(tlsHosts).toContain(rule.host);
          for (const path of rule.http.paths) {
            expect(path.backend.service.name).toBe(service.doc.metadata?.name);
            expect(spec.ports.map((p) => p.name)).toContain(path.backend.service.port.name);
          }
        }
      }
    });

    it('scales the gateway Deployment with a HorizontalPodAutoscaler', () => {
      const hpa = only(k8s, 'HorizontalPodAutoscaler');
      expect(hpa.doc.apiVersion).toBe('autoscaling/v2');
      const spec = hpa.doc.spec as {
        scaleTargetRef: { apiVersion: string; kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
        metrics: unknown[];
      };
      expect(spec.scaleTargetRef).toEqual({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: deployment.doc.metadata?.name,
      });
      expect(spec.minReplicas).toBe((deployment.doc.spec as { replicas: number }).replicas);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
      expect(spec.metrics.length).toBeGreaterThan(0);
    });

    it('points the paths in the ConfigMap at what the image holds', () => {
      const dests = heldIn(runtime, stages);
      for (const key of ['SHELL_DIR', 'RELEASES_DIR']) {
        expect(dests).toContain(config[key]);
      }
      expect(config.NODE_ENV).toBe('production');
      // One proxy in front; `true` would believe any client's X-Forwarded-For (and cannot start).
      expect(config.TRUST_PROXY).toBe('1');
      expect(config.DEMO_DATA).toBe('false');
      expect(config.S3_BUCKET).toBeTruthy();
    });

    it('offers PostgreSQL 15 as a CloudNativePG component that feeds DATABASE_URL', () => {
      const dir = join(K8S, 'postgres');
      const component = only(k8s, 'Component', dir);
      expect(component.doc.apiVersion).toBe('kustomize.config.k8s.io/v1alpha1');
      const cluster = only(k8s, 'Cluster', dir);
      expect(cluster.doc.apiVersion).toBe('postgresql.cnpg.io/v1');
      expect((cluster.doc.spec as { imageName: string }).imageName).toMatch(/postgresql:15\b/);
      const patched = k8s.filter(
        (o) => dirname(o.file) === dir && o.doc.spec && o.doc.kind !== 'Cluster',
      );
      expect(patched.map((o) => o.doc.kind).sort()).toEqual(['Deployment', 'Job']);
      for (const o of patched) {
        const url = containerOf(o).env?.find((v) => v.name === 'DATABASE_URL');
        expect(url?.valueFrom?.secretKeyRef).toEqual({
          name: `${cluster.doc.metadata?.name}-app`,
          key: 'uri',
        });
      }
    });

    it('has a production overlay: namespace, a pinned image, secrets and the same host everywhere', () => {
      const dir = join(K8S, 'overlays', 'production');
      const overlay = only(k8s, 'Kustomization', dir).doc as unknown as Kustomization;
      expect(overlay.namespace).toBeTruthy();
      expect(overlay.images?.map((i) => i.name)).toEqual([gateway.image]);
      expect(overlay.images?.[0]?.newTag).toBeTruthy();
      expect(overlay.images?.[0]?.newTag).not.toBe('latest');
      expect(overlay.secretGenerator?.map((g) => g.name)).toEqual(['tapfolio-secrets']);
      const configPatch = only(k8s, 'ConfigMap', dir).doc.data ?? {};
      const host = new URL(configPatch.PUBLIC_URL ?? config.PUBLIC_URL!).host;
      const ingress = only(k8s, 'Ingress', dir).doc.spec as {
        tls: { hosts: string[] }[];
        rules: { host: string }[];
      };
      expect(ingress.tls.flatMap((t) => t.hosts)).toEqual([host]);
      expect(ingress.rules.map((r) => r.host)).toEqual([host]);
    });
  });

  describe('Dockerfile', () => {
    it('runs a supported Node LTS, 22 or newer, in every stage', () => {
      const image = /^ARG NODE_IMAGE=node:(\d+)-bookworm-slim$/m.exec(dockerfile);
      expect(image).not.toBeNull();
      expect(Number(image![1])).toBeGreaterThanOrEqual(22);
      expect(Number(image![1]) % 2).toBe(0); // an even major: an LTS line
      expect(stages.map((stage) => stage.from)).toEqual(stages.map(() => '${NODE_IMAGE}'));
    });

    it('builds in one stage and runs in another, with production dependencies only', () => {
      expect(stages.length).toBeGreaterThanOrEqual(2);
      const build = stages.find((s) => runs(s).some((r) => /\bnpm run build\b/.test(r)));
      expect(build).toBeDefined();
      expect(runs(build!).some((r) => /\bnpm ci\b/.test(r) && !/--omit=dev/.test(r))).toBe(true);
      expect(build).not.toBe(runtime);
      // Production dependencies: installed in the runtime stage, or copied from a stage that did.
      const prodInstall = (s: Stage) =>
        runs(s).some((r) => /\bnpm (ci|prune)\b[^&]*--omit=dev/.test(r));
      const sources = new Set(copies(runtime).map((c) => c.from));
      expect(
        prodInstall(runtime) || stages.some((s) => sources.has(s.name) && prodInstall(s)),
      ).toBe(true);
      // Never the build stage's node_modules, dev dependencies and all.
      expect(
        copies(runtime).filter(
          (c) => c.from === build!.name && /node_modules|^\/app\/?$/.test(c.source),
        ),
      ).toEqual([]);
    });

    it('gives `npm ci` every workspace package.json (or it refuses to install)', () => {
      const root = JSON.parse(read(join(repoRoot, 'package.json'))) as { workspaces: string[] };
      for (const stage of stages.filter((s) => runs(s).some((r) => /\bnpm ci\b/.test(r)))) {
        const copied = copies(stage).map((c) => c.source);
        const missing = [
          'package.json',
          'package-lock.json',
          ...root.workspaces.map((w) => `${w}/package.json`),
        ]
          .filter((file) => !copied.includes(file) && !copied.includes('.'))
          .map((file) => `stage ${stage.name}: ${file} is not copied before npm ci`);
        expect(missing).toEqual([]);
      }
    });

    it('builds what `npm start` builds: shared-contracts, api, deploy, the shell and the remotes', () => {
      const build = stages.find((s) => runs(s).some((r) => /\bnpm run build\b/.test(r)))!;
      const root = JSON.parse(read(join(repoRoot, 'package.json'))) as {
        scripts: Record<string, string>;
      };
      // `npm run build` (the root script) builds every workspace that has a build.
      expect(root.scripts.build).toMatch(/--workspaces/);
      expect(runs(build).some((r) => /(^|&&\s*)npm run build(\s|$)/.test(r))).toBe(true);
      // ...and `npm start` releases the remotes before serving: the image does it once, at build.
      expect(read(join(repoRoot, 'deploy', 'package.json'))).toContain('node dist/cli.js prepare');
      expect(runs(build).some((r) => /node deploy\/dist\/cli\.js prepare/.test(r))).toBe(true);
      const from = new Map(copies(runtime).map((c) => [c.source, c.from]));
      for (const out of [
        'shared-contracts/dist',
        'api/dist',
        'deploy/dist',
        'deploy/releases',
        'shell/dist',
      ]) {
        expect(from.get(`${workdirOf(build)}/${out}`)).toBe(build.name);
      }
    });

    it('starts the gateway from a file the build makes, and names the API-alone command', () => {
      const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1);
      expect(cmd).toBeDefined();
      const [node, entry] = execForm(cmd!.args);
      expect(node).toBe('node');
      expect(entry).toBe('deploy/dist/server.js');
      // Every built file the manifests and their README name: CMD, the API alone, the commands.
      const named = builtPathsIn(`${dockerfile}\n${readme}`);
      expect(named).toEqual(
        expect.arrayContaining(['deploy/dist/server.js', 'api/dist/server.js']),
      );
      const problems = named.flatMap((file) => sourceOfBuilt(file).problem ?? []);
      expect(problems).toEqual([]);
      // ...and the runtime stage holds each of them.
      const workdir = workdirOf(runtime);
      const dests = heldIn(runtime, stages);
      for (const file of named) {
        const dist = posix.join(workdir, file.split('/').slice(0, 2).join('/'));
        expect(dests).toContain(dist);
      }
    });

    it('holds every file the code reads beside its build (migrations, datasets)', () => {
      // `new URL('../../drizzle', import.meta.url)` in api/src/db/client.ts is api/drizzle at run
      // time, read from beside api/dist/db/client.js: the runtime stage must copy it.
      const workdir = workdirOf(runtime);
      const dests = heldIn(runtime, stages);
      const missing: string[] = [];
      for (const dir of SOURCE_DIRS) {
        const pkg = dir.split('/')[0]!;
        for (const file of walk(join(repoRoot, dir), (f) => /\.tsx?$/.test(f))) {
          const text = read(file);
          for (const m of text.matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g)) {
            const built = posix.join(pkg, 'dist', rel(file).slice(dir.length + 1));
            const target = posix.join(posix.dirname(built), m[1]!);
            // The package or repository folder itself (paths.ts's repoRoot) is no file to copy.
            if (`${posix.dirname(built)}/`.startsWith(`${target.replace(/\/$/, '')}/`)) continue;
            if (target.replace(/\/$/, '') === '.' || target === '') continue;
            const abs = posix.join(workdir, target);
            if (!dests.some((d) => abs === d || abs.startsWith(`${d}/`))) {
              missing.push(`${rel(file)} reads ${target}, which the image does not hold`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    });

    it('runs as a non-root user, exposes the port and checks the health endpoint', () => {
      const user = runtime.instructions
        .filter((i) => i.keyword === 'USER')
        .at(-1)
        ?.args.trim();
      expect(user).toBeDefined();
      expect(user!.split(':')[0]).not.toMatch(/^(root|0)$/);
      const expose = runtime.instructions.filter((i) => i.keyword === 'EXPOSE').map((i) => i.args);
      expect(expose).toEqual([String(port)]);
      const env = runtime.instructions
        .filter((i) => i.keyword === 'ENV')
        .map((i) => i.args)
        .join(' ');
      expect(env).toMatch(new RegExp(`\\bPORT=${port}\\b`));
      const healthcheck = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
      expect(healthcheck?.args).toContain(HEALTH);
      expect(healthcheck?.args).toMatch(/\bCMD\b/);
    });

    it('is built from a context without local state (.dockerignore), yet with what the build needs', () => {
      const patterns = read(join(repoRoot, '.dockerignore'))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
      for (const path of [
        'node_modules',
        'api/node_modules/x',
        'shell/dist',
        'api/data',
        'deploy/releases',
        '.git',
      ]) {
        expect([path, dockerIgnored(patterns, path)]).toEqual([path, true]);
      }
      const root = JSON.parse(read(join(repoRoot, 'package.json'))) as { workspaces: string[] };
      for (const path of [
        'package.json',
        'package-lock.json',
        'api/drizzle/0000_init.sql',
        'api/assets/pincodes.tsv.gz',
        'deploy/manifests/Dockerfile',
        ...root.workspaces.map((w) => `${w}/package.json`),
        ...root.workspaces.map((w) => `${w}/src/index.ts`),
      ]) {
        expect([path, dockerIgnored(patterns, path)]).toEqual([path, false]);
      }
    });
  });

  describe('compose.yaml', () => {
    const services = compose.services;

    it('runs the gateway, PostgreSQL 15, MinIO and a bucket-creating init service', () => {
      expect(Object.keys(services).sort()).toEqual(['gateway', 'minio', 'minio-init', 'postgres']);
      expect(services.postgres?.image).toMatch(/postgres:15\b/);
      const gw = services.gateway!;
      expect(existsSync(join(MANIFESTS, gw.build!.context, gw.build!.dockerfile))).toBe(true);
      expect(join(MANIFESTS, gw.build!.context, gw.build!.dockerfile)).toBe(
        join(MANIFESTS, 'Dockerfile'),
      );
      expect(gw.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
      const init = [services['minio-init']!.command].flat().join('\n');
      expect(init).toMatch(/mc mb --ignore-existing "?local\/\$\$S3_BUCKET/);
      expect(services['minio-init']!.environment?.S3_BUCKET).toBe(gw.environment?.S3_BUCKET);
    });

    it('points the gateway at those services', () => {
      const gwEnv = services.gateway!.environment ?? {};
      expect(String(gwEnv.DATABASE_URL)).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(gwEnv.S3_ENDPOINT).toBe('http://minio:9000');
      expect(gwEnv.S3_FORCE_PATH_STYLE).toBe('true');
      expect(gwEnv.PORT).toBe(String(port));
      expect(gwEnv.NODE_ENV).toBe('production');
    });

    it('gives each bucket MinIO users whose policies name that bucket alone: the gateway cannot write its releases', async () => {
      // minio-init's script, run by sh with a stand-in `mc` that records what it is asked.
      const dir = await mkdtemp(join(tmpdir(), 'tapfolio-minio-init-'));
      try {
        const calls = join(dir, 'mc-calls');
        writeFileSync(join(dir, 'mc'), `#!/bin/sh\necho "$*" >> ${calls}\n`, { mode: 0o755 });
        const script = [services['minio-init']!.command].flat().join('\n').replace(/\$\$/g, '$');
        const run = spawnSync('sh', ['-c', script], {
          encoding: 'utf8',
          env: {
            PATH: `${dir}:${process.env.PATH}`,
            TMPDIR: dir,
            MINIO_ROOT_USER: 'root',
            MINIO_ROOT_PASSWORD: 'root-secret',
            S3_BUCKET: 'files',
            S3_ACCESS_KEY_ID: 'gateway',
            S3_SECRET_ACCESS_KEY: 'gateway-secret',
            RELEASES_BUCKET: 'releases',
            RELEASES_READER_ACCESS_KEY_ID: 'reader',
            RELEASES_READER_SECRET_ACCESS_KEY: 'reader-secret',
            RELEASES_WRITER_ACCESS_KEY_ID: 'writer',
            RELEASES_WRITER_SECRET_ACCESS_KEY: 'writer-secret',
          },
        });
        expect(run.status).toBe(0);
        const policy = (name: string) =>
          (
            JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as {
              Statement: { Action: string[]; Resource: string[] }[];
            }
          ).Statement;
        const objects = ['s3:GetObject', 's3:ListBucket'];
        const writes = [...objects, 's3:PutObject', 's3:DeleteObject'];
        expect(policy('tapfolio-files')).toEqual([
          {
            Effect: 'Allow',
            Action: writes,
            Resource: ['arn:aws:s3:::files', 'arn:aws:s3:::files/*'],
          },
        ]);
        expect(policy('tapfolio-releases-read')).toEqual([
          {
            Effect: 'Allow',
            Action: objects,
            Resource: ['arn:aws:s3:::releases', 'arn:aws:s3:::releases/*'],
          },
        ]);
        expect(policy('tapfolio-releases-write')[0]!.Action).toEqual(writes);
        const attached = readFileSync(calls, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('admin policy attach'));
        expect(attached).toEqual([
          'admin policy attach local tapfolio-files --user gateway',
          'admin policy attach local tapfolio-releases-read --user reader',
          'admin policy attach local tapfolio-releases-write --user writer',
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      // The gateway reads its releases with the reader's keys, never its uploads' keys.
      const gwEnv = services.gateway!.environment ?? {};
      expect(gwEnv.RELEASES_S3_ACCESS_KEY_ID).toBe(
        '${RELEASES_READER_ACCESS_KEY_ID:-tapfolio-releases-reader}',
      );
      expect(gwEnv.RELEASES_S3_SECRET_ACCESS_KEY).toBe('${RELEASES_READER_SECRET_ACCESS_KEY:-}');
      // On Kubernetes, from keys of their own in the Secret.
      const releaseKeys = (gateway.env ?? [])
        .filter((v) => v.name.startsWith('RELEASES_S3_'))
        .map((v) => [v.name, v.valueFrom?.secretKeyRef?.key]);
      expect(releaseKeys).toEqual([
        ['RELEASES_S3_ACCESS_KEY_ID', 'RELEASES_S3_ACCESS_KEY_ID'],
        ['RELEASES_S3_SECRET_ACCESS_KEY', 'RELEASES_S3_SECRET_ACCESS_KEY'],
      ]);
    });

    it('publishes the gateway on loopback only: the TLS proxy on the host is the way in', () => {
      expect(services.gateway!.ports).toEqual(['127.0.0.1:${GATEWAY_PORT:-8080}:8080']);
    });

    it('asks for every required value, and compose.env.example lists each', () => {
      const text = read(join(MANIFESTS, 'compose.yaml'));
      const requiredVars = [
        ...new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1]!)),
      ];
      expect(requiredVars).toEqual(
        expect.arrayContaining(['JWT_SECRET', 'POSTGRES_PASSWORD', 'PUBLIC_URL']),
      );
      const example = read(join(MANIFESTS, 'compose.env.example'));
      const listed = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
      expect(requiredVars.filter((name) => !listed.includes(name))).toEqual([]);
    });
  });

  describe('README', () => {
    it('deploys in five commands', () => {
      const section = readme.split(/^## /m).find((s) => /^deploy in five commands/i.test(s));
      expect(section).toBeDefined();
      const block = /```(?:sh|bash)\n([\s\S]*?)```/.exec(section!)?.[1] ?? '';
      const commands = block
        .replace(/\\\n/g, ' ')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
      expect(commands).toHaveLength(5);
    });
  });
});
