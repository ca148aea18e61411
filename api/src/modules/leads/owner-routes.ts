import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  contactErrors,
  contactExportQuerySchema,
  contactExportTexts,
  contactFormSchema,
  contactQuerySchema,
  contactsCsv,
  CONTACTS_CSV_NAME,
  CONTACTS_VCARD_NAME,
  leadErrors,
  newContactSchema,
  paths,
  type ApiTokenScope,
  type Contact,
  todayInIndia,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf, textsIn } from '../../lib/language.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import type { Queryable } from '../../db/client.js';
import { createFilesRepository } from '../files/public.js';
import { queueContactCreated } from '../webhooks/public.js';
import { contactsVCard } from './contacts-vcard.js';
import { createContactsRepository, formColumns } from './contacts-repository.js';
import { CONTACT_DOCS as DOCS } from './docs.js';
import { createLeadRepository } from './repository.js';

/** The routes of one contact: its id in the path. */
interface OneContact {
  Params: { id: string };
}

/** What a personal API token needs to reach a route (plugins/auth.ts reads it). */
const tokenScope = (apiTokenScope: ApiTokenScope) => ({ config: { apiTokenScope } });
const READ = tokenScope('contacts:read');
const WRITE = tokenScope('contacts:write');

/**
 * A kept photo must be one of the owner's uploads: checked, and held FOR SHARE, inside the save's
 * own transaction, so the collection of unused uploads cannot take it meanwhile.
 */
async function checkPhoto(tx: Queryable, userId: string, key: string | null): Promise<void> {
  if (!key) return;
  const owned = await createFilesRepository(tx).ownedBy(userId, [key]);
  if (!owned.has(key)) {
    throw new HttpError(404, contactErrors.photoNotFound, 'NOT_FOUND', {
      photoKey: contactErrors.photoNotFound,
    });
  }
}

/**
 * The owner's contacts (issue 31): those visitors sent and those the owner adds, read, searched,
 * changed, deleted and exported. Signed in (index.ts), by a session or a personal API token with
 * the route's scope.
 */
export const ownLeadRoutes: FastifyPluginAsync = async (app) => {
  const contacts = createContactsRepository(app.db);
  const leads = createLeadRepository(app.db);
  const { rateLimit } = app.config.contacts;
  const perPerson = app.rateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `contacts:${request.userId}`,
  });
  const limited = { preHandler: perPerson };

  /** Told to the owner's webhooks; a failure there never undoes or fails the save. */
  const announce = async (request: FastifyRequest, contact: Contact) => {
    try {
      await queueContactCreated(app.db, request.userId, contact);
    } catch (error) {
      request.log.error({ err: error }, 'a new contact could not be queued for the webhooks');
    }
  };

  app.get(paths.portfolioLeads, { ...READ, ...limited, ...DOCS.list }, async (request) => {
    const query = await parseQuery(contactQuerySchema, request.query);
    return ok(await contacts.list(request.userId, query));
  });

  app.post(
    paths.portfolioLeads,
    { ...WRITE, ...limited, ...DOCS.create },
    async (request, reply) => {
      const { source, ...form } = await parseBody(newContactSchema, request.body);
      const columns = { ...formColumns(form), metOn: form.metOn ?? todayInIndia(new Date()) };
      const contact = await app.db.transaction(async (tx) => {
        await checkPhoto(tx, request.userId, columns.photoKey);
        return contacts.add(tx, request.userId, source, columns);
      });
      await announce(request, contact);
      return reply.status(201).send(ok(contact));
    },
  );

  app.get(
    paths.portfolioLeadsExport,
    { ...READ, ...limited, ...DOCS.export },
    async (request, reply) => {
      const { format } = await parseQuery(contactExportQuerySchema, request.query);
      const texts = textsIn(contactExportTexts, languageOf(request));
      const all = await contacts.all(request.userId);
      const [body, type, name] =
        format === 'csv'
          ? [contactsCsv(all, texts), 'text/csv; charset=utf-8', CONTACTS_CSV_NAME]
          : [contactsVCard(all, texts), 'text/vcard; charset=utf-8', CONTACTS_VCARD_NAME];
      return reply.type(type).header('content-disposition', attachment(name, name)).send(body);
    },
  );

  app.get<OneContact>(
    paths.portfolioLead,
    { ...READ, ...limited, ...DOCS.get },
    async (request) => {
      const { id } = request.params;
      const contact = isUuid(id) ? await contacts.get(request.userId, id) : undefined;
      if (!contact) throw notFound(leadErrors.notFound);
      return ok(contact);
    },
  );

  app.put<OneContact>(
    paths.portfolioLead,
    { ...WRITE, ...limited, ...DOCS.update },
    async (request) => {
      const { id } = request.params;
      // An id that is not one is not found, before the body is looked at.
      if (!isUuid(id)) throw notFound(leadErrors.notFound);
      const columns = formColumns(await parseBody(contactFormSchema, request.body));
      const contact = await app.db.transaction(async (tx) => {
        await checkPhoto(tx, request.userId, columns.photoKey);
        return contacts.update(tx, request.userId, id, columns);
      });
      if (!contact) throw notFound(leadErrors.notFound);
      return ok(contact);
    },
  );

  app.delete<OneContact>(
    paths.portfolioLead,
    { ...WRITE, ...limited, ...DOCS.remove },
    async (request) => {
      const { id } = request.params;
      const deleted = isUuid(id) && (await leads.remove(request.userId, id));
      if (!deleted) throw notFound(leadErrors.notFound);
      return ok({ deleted: true });
    },
  );
};
