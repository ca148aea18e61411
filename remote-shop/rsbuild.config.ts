import { defineConfig } from '@rsbuild/core';
import { remoteConfig, serverRenderer } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

/**
 * Besides the browser remote, the gateway's renderer of the product page (`/product/{id}`), so a
 * shared link previews and paints before the app's script arrives (see README).
 */
export default defineConfig(
  remoteConfig(pkg, {
    port: 3003,
    environments: {
      server: serverRenderer('render-product', './src/server/render-product.tsx'),
    },
  }),
);
