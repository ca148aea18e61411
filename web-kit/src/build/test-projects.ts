import { pluginReact } from '@rsbuild/plugin-react';
import { defineInlineProject } from '@rstest/core';
import { PREACT_IN_PLACE_OF_REACT } from './preact';

type Project = ReturnType<typeof defineInlineProject>;
type ProjectOptions = Omit<
  Parameters<typeof defineInlineProject>[0],
  'name' | 'testEnvironment' | 'exclude'
> & { exclude?: string[] };

/**
 * The component tests' document, from one place: happy-dom, on which the same suites took a third
 * to a half less processor time (remote-auth 62 -> 42 CPU-s, the shell 59 -> 30, remote-backoffice
 * 24 -> 15, remote-orders 14 -> 10, remote-shop 51 -> 45 with its image-widget file on jsdom);
 * jsdom for the files that need what only jsdom implements as a browser does (`jsdomFiles`, each
 * config says why): XMLHttpRequest with upload progress, a FormData body read back, images that
 * load and fire their events (react-easy-crop's crop area loops on happy-dom's), a fetch or beacon
 * that never leaves the machine. Both projects run in one `rstest run`, with the same options.
 * web-kit and remote-portfolio stay on jsdom alone: their longest files need it (web-kit's image
 * widget; remote-portfolio's crop dialog, accessible names and beacons in 12 of its 35 files), and
 * two documents in one run would cost them more than happy-dom saved.
 */
export function domProjects(
  { jsdomFiles = [], ...options }: ProjectOptions & { jsdomFiles?: string[] },
  name = 'browser',
): Project[] {
  // The components run on what the browser builds give them: Preact in place of React.
  const common = {
    plugins: [pluginReact()],
    resolve: { alias: PREACT_IN_PLACE_OF_REACT },
    ...options,
  };
  return [
    defineInlineProject({
      ...common,
      name,
      testEnvironment: 'happy-dom',
      exclude: [...(options.exclude ?? []), ...jsdomFiles],
    }),
    ...(jsdomFiles.length > 0
      ? [
          defineInlineProject({
            ...common,
            name: `${name} (jsdom)`,
            testEnvironment: 'jsdom',
            include: jsdomFiles,
          }),
        ]
      : []),
  ];
}

/**
 * A remote's server build (the gateway's renderer of its screens) tested as the gateway runs it:
 * in plain Node, no window and no document, from `tests/server/`.
 */
export function serverProject(options: Omit<ProjectOptions, 'include'> = {}): Project {
  return defineInlineProject({
    plugins: [pluginReact()],
    ...options,
    name: 'server',
    testEnvironment: 'node',
    include: ['tests/server/**/*.test.ts', 'tests/server/**/*.test.tsx'],
  });
}
