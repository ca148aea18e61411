// The web apps' feature boundaries, checked by ESLint (the root eslint.config.js spreads these in),
// as bulletproof-react's import/no-restricted-paths zones keep its features apart:
// - inside a remote, a feature (src/features/<feature>/) never imports another feature; what two
//   features share lives in src/shared/ or in a feature folder named in SHARED_FEATURES, and the
//   remote's expose/ layer composes the features;
// - a remote never imports another remote or the shell: what they share is web-kit (bundled) and
//   shared-contracts, and a resource another remote owns is borrowed at run time through the host
//   (useHostResource), never imported.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

/** Folders under src/features that hold what several features of their remote use. */
const SHARED_FEATURES = new Set(['shared', 'card-behaviours']);

const remotes = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
  .map((entry) => entry.name);

const featuresOf = (remote) => {
  try {
    return readdirSync(join(root, remote, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const featureZones = remotes.flatMap((remote) =>
  featuresOf(remote)
    .filter((feature) => !SHARED_FEATURES.has(feature))
    .map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`, ...[...SHARED_FEATURES].map((shared) => `./${shared}`)],
      message: `A feature does not import another feature: move what both need to src/shared/ (or a shared feature folder), or compose them in expose/`,
    })),
);

const appZones = [...remotes, 'shell'].map((app) => ({
  target: `./${app}/src`,
  from: [...remotes, 'shell'].filter((other) => other !== app).map((other) => `./${other}`),
  message: `An app never imports another app's code: share it through web-kit or shared-contracts, or borrow a resource through the host`,
}));

export const featureBoundaries = [
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones, ...appZones] },
      ],
    },
  },
];
