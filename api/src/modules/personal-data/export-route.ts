import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONTACTS_CSV_NAME,
  CONTACTS_VCARD_NAME,
  accountErrors,
  contactExportTexts,
  contactsCsv,
  paths,
  dataExportFileName,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { unauthorized } from '../../lib/http-error.js';
import { textsIn } from '../../lib/language.js';
import { contactsVCard } from '../leads/public.js';
import { organisationOf } from '../teams/public.js';
import { zipStream, textEntry, type ArchiveEntry } from './archive.js';
import {
  addressesOf,
  apiTokensOf,
  handlesOf,
  insightsOf,
  leadsOf,
  nfcCardsOf,
  ordersOf,
  portfolioOf,
  profileOf,
  uploadsOf,
  webhooksOf,
} from './collectors.js';
import { PERSONAL_DATA_DOCS as DOCS } from './docs.js';
import { EXPORTS_PER_HOUR } from './limits.js';

const imagePath = (key: string) => `images/${key}`;

/** GET /user/export: everything the person has, in one zip archive. */
const exportRoute: FastifyPluginAsync = async (app) => {
  // Per person: behind a proxy many people share one address. The session is checked before
  // (index.ts), so the person is known.
  const perPerson = app.rateLimit({
    max: EXPORTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request: FastifyRequest) => `personal-data-export:${request.userId}`,
  });

  app.get(paths.userExport, { preHandler: perPerson, ...DOCS.export }, async (request, reply) => {
    const { userId } = request;
    const db = app.db;
    // Every row is read before the first byte is sent, so a failing database is still a 500
    // in the envelope; only the images are read as the archive is written.
    const profile = await profileOf(db, userId);
    if (!profile) throw unauthorized(accountErrors.sessionExpired);
    const data = {
      exportedAt: new Date().toISOString(),
      profile,
      portfolio: await portfolioOf(db, userId),
      handles: await handlesOf(db, userId),
      addresses: await addressesOf(db, userId),
      orders: await ordersOf(db, userId),
      leads: await leadsOf(db, userId),
      insights: await insightsOf(db, userId),
      nfcCards: await nfcCardsOf(db, userId, app.config.publicUrl),
      organisation: await organisationOf(db, userId),
      apiTokens: await apiTokensOf(db, userId),
      webhooks: await webhooksOf(db, userId),
    };
    // The contacts again as files their tools import, in the person's language.
    const texts = textsIn(contactExportTexts, profile.language);
    const uploads = await uploadsOf(db, userId);
    const missing = new Set<string>();

    function* entries(): Generator<ArchiveEntry> {
      for (const upload of uploads) {
        yield {
          name: imagePath(upload.key),
          stored: true,
          open: () => app.storage.get(upload.key),
        };
      }
      yield textEntry(`contacts/${CONTACTS_CSV_NAME}`, contactsCsv(data.leads, texts));
      yield textEntry(`contacts/${CONTACTS_VCARD_NAME}`, contactsVCard(data.leads, texts));
      // Last, so it can say which images storage no longer had.
      const images = uploads.map((upload) => ({
        key: upload.key,
        name: upload.name,
        contentType: upload.contentType,
        size: upload.size,
        width: upload.width,
        height: upload.height,
        createdAt: upload.createdAt.toISOString(),
        file: missing.has(imagePath(upload.key)) ? null : imagePath(upload.key),
      }));
      yield textEntry('data.json', JSON.stringify({ ...data, images }, null, 2));
    }

    const archive = zipStream(entries(), (name) => {
      missing.add(name);
      request.log.warn({ file: name }, 'an upload of the export was missing from storage');
    });
    archive.on('error', (error) => {
      request.log.error({ err: error }, 'the export archive failed while it was sent');
    });
    const date = data.exportedAt.slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(dataExportFileName(date), 'tapfolio-data'))
      .send(archive);
  });
};

export default exportRoute;
