import Papa from 'papaparse';
import { ValidationError } from 'yup';
import { MEMBER_CSV_MAX_BYTES, MEMBER_CSV_MAX_ROWS, memberCsvErrors as e } from './messages.js';
import { invitationSchema, type InvitationForm } from './schemas.js';

type Column = keyof InvitationForm;

/** A header as people write it, letters only and lower case, to the field it fills. */
const HEADERS: Record<string, Column> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  designation: 'designation',
  title: 'designation',
  jobtitle: 'designation',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
};
const REQUIRED_COLUMNS: Column[] = ['name', 'email'];

export interface MemberCsvRow {
  /** Its row in a spreadsheet: the header is row 1. */
  row: number;
  /** What the row holds, as written. */
  person: Record<Column, string>;
  /** Why the row cannot be invited; none when it can. */
  errors: string[];
}

export interface MemberCsvPreview {
  /** Why the file as a whole cannot be read; when there is one, there are no rows. */
  fileErrors: string[];
  /** Every row with a person in it, in the file's order, each with its errors. */
  rows: MemberCsvRow[];
  /** The people of the rows without errors, as the invitation schema keeps them. */
  valid: InvitationForm[];
}

const refused = (message: string): MemberCsvPreview => ({
  fileErrors: [message],
  rows: [],
  valid: [],
});

/**
 * A CSV of people to invite (name, email, designation, phone: header names as spreadsheets
 * write them, in any order, other columns ignored), read and judged row by row with the
 * invitation form's schema, so the preview a person sees is what the server will accept. An
 * e-mail on an earlier row makes a later row a duplicate.
 */
export function readMemberCsv(csv: string): MemberCsvPreview {
  if (new TextEncoder().encode(csv).length > MEMBER_CSV_MAX_BYTES) return refused(e.tooLarge);
  const text = csv.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text) });
  const [broken] = parsed.errors;
  if (broken) {
    const where = broken.row === undefined ? '' : ` (row ${broken.row + 1})`;
    return refused(e.unreadable(`${broken.message}${where}`));
  }
  const records = parsed.data.map((record, index) => ({ cells: record, row: index + 1 }));
  const filled = records.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...people] = filled;
  if (!header || people.length === 0) return refused(e.empty);
  if (people.length > MEMBER_CSV_MAX_ROWS) return refused(e.tooManyRows);

  const columns = header.cells.map((cell) => HEADERS[cell.toLowerCase().replace(/[^a-z]/g, '')]);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return refused(e.missingColumns(missing.join(', ')));

  const firstRowOf = new Map<string, number>();
  const rows: MemberCsvRow[] = [];
  const valid: InvitationForm[] = [];
  for (const { cells, row } of people) {
    const person: Record<Column, string> = { name: '', email: '', designation: '', phone: '' };
    columns.forEach((column, index) => {
      if (column && !person[column]) person[column] = cells[index]?.trim() ?? '';
    });
    const { errors, invitation } = judge(person);
    if (invitation) {
      const earlier = firstRowOf.get(invitation.email);
      if (earlier === undefined) firstRowOf.set(invitation.email, row);
      else errors.push(e.duplicate(invitation.email, earlier));
    }
    rows.push({ row, person, errors });
    if (invitation && errors.length === 0) valid.push(invitation);
  }
  return { fileErrors: [], rows, valid };
}

/**
 * The header row's separator: a comma, or the semicolon or tab a spreadsheet in another locale
 * saves with. Read from the header alone (Papa Parse's own guess gives up on a file with blank
 * lines, which spreadsheets leave).
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (delimiter: string) => header.split(delimiter).length;
  return [',', ';', '\t'].reduce((best, next) => (count(next) > count(best) ? next : best));
}

function judge(person: Record<Column, string>): { errors: string[]; invitation?: InvitationForm } {
  try {
    const invitation = invitationSchema.validateSync(person, { abortEarly: false });
    return { errors: [], invitation };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: error.errors };
    throw error;
  }
}
