import closeWithGrace from 'close-with-grace';
import { createServer, loadConfig } from './app.js';
import { seedDemoData } from './demo/seed-demo.js';

const config = loadConfig();
const app = await createServer(config);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.ready();
if (config.demoData) await seedDemoData(app);
await app.listen({ port: config.port, host: config.host });
