import { defineConfig } from '@rsbuild/core';
import { remoteConfig, serverRenderer } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * Besides the browser remote, the gateway's renderer of the signed-out screens a visitor opens
 * first (`/login`, `/register`, `/forgot-password`), so they paint before the app's script
 * arrives (see README).
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3001,
    environments: {
      server: serverRenderer('render-auth', './src/server/render-auth.tsx'),
    },
  }),
);
