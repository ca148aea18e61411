import type { FastifyPluginAsync } from 'fastify';
import {
  gstr1QuerySchema,
  paths,
  staffInvoicesQuerySchema,
  type StaffInvoices,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { STAFF_INVOICE_DOCS as DOCS } from './docs.js';
import { monthGstr1Csv } from './gstr1.js';
import { daysInIndia, issuedBetween, toStaffInvoiceRow } from './read.js';

/** The books: what was issued between two days, and a month's GSTR-1 sections. */
const staffInvoiceRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.staffInvoices, DOCS.list, async (request) => {
    const { from, to } = await parseQuery(staffInvoicesQuerySchema, request.query);
    const rows = await issuedBetween(app.db, daysInIndia(from, to));
    return ok<StaffInvoices>({ invoices: rows.map(toStaffInvoiceRow) });
  });

  app.get(paths.staffGstr1Csv, DOCS.gstr1, async (request, reply) => {
    const { month } = await parseQuery(gstr1QuerySchema, request.query);
    const csv = await monthGstr1Csv(app.db, app.config.invoices, month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`gstr1-${month}.csv`, 'gstr1.csv'))
      .send(csv);
  });
};

export default staffInvoiceRoutes;
