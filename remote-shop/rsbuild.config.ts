import { defineConfig } from '@rsbuild/core';
import { pageClient, remoteConfig, serverRenderer, withPreact } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * Besides the browser remote, two builds for the product page (`/product/{id}`), so a shared link
 * previews and paints before any script arrives and works without the app (see README): the
 * gateway's renderer, and the product client that hydrates what it rendered. Both on Preact, so
 * the client finds the server's markup node for node.
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3003,
    environments: {
      server: withPreact(serverRenderer('render-product', './src/server/render-product.tsx')),
      product: pageClient('product', './src/product-page/main.ts'),
    },
  }),
);
