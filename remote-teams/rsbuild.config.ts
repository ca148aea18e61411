import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'web-kit/remote-config';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(remoteConfig(pkg, { port: 3006 }));
