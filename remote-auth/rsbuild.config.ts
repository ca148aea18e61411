import { defineConfig } from '@rsbuild/core';
import { pageClient, remoteConfig, serverRenderer, withPreact } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * Besides the browser remote, two builds for the signed-out screens a visitor opens first
 * (`/login`, `/register`, `/forgot-password`), so they paint before any script arrives and work
 * without the app (see README): the gateway's renderer, and the sign-in client that hydrates what
 * it rendered. Both on Preact, so the client finds the server's markup node for node.
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3001,
    environments: {
      server: withPreact(serverRenderer('render-auth', './src/server/render-auth.tsx')),
      'sign-in': pageClient('sign-in', './src/sign-in/main.ts'),
    },
  }),
);
