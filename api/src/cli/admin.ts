import { loadConfigOrExit } from '../config.js';
import { runAdminCommand } from './admin-command.js';

const { code, message } = await runAdminCommand(
  process.argv.slice(2),
  loadConfigOrExit(process.env, 'admin'),
);
if (code === 0) process.stdout.write(`${message}\n`);
else console.error(message);
process.exitCode = code;
