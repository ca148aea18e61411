// The API's Fastify decorators, for the tests' type-check: it reads the API's declarations (a project
// reference), where each augmentation of 'fastify' counts only once a file imports its module.
import type {} from '../src/app.js';
import type {} from '../src/plugins/admin.js';
import type {} from '../src/plugins/auth.js';
import type {} from '../src/plugins/config.js';
import type {} from '../src/plugins/db.js';
import type {} from '../src/plugins/mail.js';
import type {} from '../src/plugins/metrics.js';
import type {} from '../src/plugins/storage.js';
import type {} from '../src/modules/handles/plugin.js';
import type {} from '../src/modules/insights/plugin.js';
import type {} from '../src/modules/nfc-cards/plugin.js';
import type {} from '../src/modules/payments/plugin.js';
import type {} from '../src/modules/personal-data/plugin.js';
import type {} from '../src/modules/pincode/plugin.js';
import type {} from '../src/modules/portfolio/plugin.js';
import type {} from '@fastify/swagger';
