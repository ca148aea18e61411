import type { Lead } from 'shared-contracts';

const HEADER = ['Name', 'Phone', 'E-mail', 'Company', 'Note', 'Shared on'];

/**
 * A cell a spreadsheet reads as text. Visitors typed these values, so a leading =, +, -, @ or tab
 * (a formula to Excel and Sheets) is defused with a quote; a phone number such as +91 98765 43210
 * is left as it is, since it cannot be a formula.
 */
function cell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?[\d ()-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every contact, newest first as listed: RFC 4180, CRLF line ends, for Excel. */
export function leadsCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => [
    lead.name,
    lead.phoneNumber,
    lead.email,
    lead.company,
    lead.note,
    lead.createdAt,
  ]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const LEADS_CSV_NAME = 'tapfolio-contacts.csv';
