import { join } from 'node:path';
import { loadConfig, seedDemoData } from 'api';
import closeWithGrace from 'close-with-grace';
import { createGateway, defaultHtmlRoutes } from './gateway.js';
import { layoutFromEnv, registryFileOf, repoRoot, shellDirFromEnv } from './paths.js';

// The same data folder as `npm start -w api`, whichever folder the gateway is started from.
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR || join(repoRoot, 'api', 'data'),
});
const layout = layoutFromEnv();
const app = await createGateway({
  config,
  shellDir: shellDirFromEnv(),
  releasesDir: layout.releasesDir,
  registryFile: registryFileOf(layout),
  // Link previews of shared cards: /portfolio/{userId} gets the person's title and Open Graph tags.
  html: defaultHtmlRoutes(config),
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.ready();
if (config.demoData) await seedDemoData(app);
await app.listen({ port: config.port, host: config.host });
