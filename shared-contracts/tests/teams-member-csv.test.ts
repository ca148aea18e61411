import { describe, expect, it } from '@rstest/core';
import {
  MEMBER_CSV_MAX_ROWS,
  memberCsvErrors,
  organisationErrors,
  readMemberCsv,
} from '../src/index.js';
import { validationMessages } from '../src/auth/messages.js';

const csv = (...lines: string[]) => lines.join('\r\n');
/** 0 -> "A", 27 -> "BB": a name's letters for a number, names holding no digits. */
const lettersOf = (n: number) => String.fromCharCode(65 + (n % 26)).repeat(1 + Math.floor(n / 26));

describe('a CSV of people to invite', () => {
  it('reads every row, in any column order, as the invitation form keeps it', () => {
    const preview = readMemberCsv(
      csv(
        'Email Address,Full Name,Mobile,Job Title,Team',
        "PRIYA@Example.com,Priya S. D'Souza-Sharma,98765 43210,Designer,Brand",
        'arjun@example.com,Arjun Mehta,,"Head, Sales",Sales',
      ),
    );
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows.map((row) => [row.row, row.errors])).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(preview.valid).toEqual([
      {
        name: "Priya S. D'Souza-Sharma",
        email: 'priya@example.com',
        designation: 'Designer',
        phone: '+919876543210',
      },
      { name: 'Arjun Mehta', email: 'arjun@example.com', designation: 'Head, Sales', phone: '' },
    ]);
  });

  it('names each bad row and why, and keeps the good ones', () => {
    const preview = readMemberCsv(
      csv(
        'name,email,designation,phone',
        'Asha Rao,asha@example.com,,',
        'Al,not-an-email,,12345',
        ',,Engineer,',
        'Ravi Kumar,ASHA@example.com,,',
      ),
    );
    expect(preview.rows.map(({ row, errors }) => ({ row, errors }))).toEqual([
      { row: 2, errors: [] },
      {
        row: 3,
        errors: [
          validationMessages.signupNameTooShort,
          organisationErrors.inviteEmailInvalid,
          validationMessages.phoneInvalid,
        ],
      },
      {
        row: 4,
        errors: [organisationErrors.inviteNameRequired, organisationErrors.inviteEmailRequired],
      },
      { row: 5, errors: ['asha@example.com is on row 2 already'] },
    ]);
    expect(preview.valid.map((person) => person.email)).toEqual(['asha@example.com']);
    // What the row held is shown as written, for the person to correct.
    expect(preview.rows[1]!.person).toEqual({
      name: 'Al',
      email: 'not-an-email',
      designation: '',
      phone: '12345',
    });
  });

  it('counts rows as a spreadsheet does, past blank lines, with a byte-order mark and semicolons', () => {
    const preview = readMemberCsv(
      '\uFEFF' + csv('name;email', '', 'Asha Rao;asha@example.com', ' ; ', 'x;y'),
    );
    expect(preview.rows.map((row) => row.row)).toEqual([3, 5]);
    expect(preview.rows[1]!.errors).toContain(organisationErrors.inviteEmailInvalid);
  });

  it('refuses a file it cannot use, and says why', () => {
    expect(readMemberCsv('').fileErrors).toEqual([memberCsvErrors.empty]);
    expect(readMemberCsv('name,email\n').fileErrors).toEqual([memberCsvErrors.empty]);
    expect(readMemberCsv('name,designation\nAsha Rao,Designer').fileErrors).toEqual([
      'The header row needs the columns email',
    ]);
    const unclosed = readMemberCsv('name,email\n"Asha Rao,asha@example.com');
    expect(unclosed.fileErrors[0]).toMatch(/^The file is not a CSV this can read: .*quote/i);
    expect(unclosed.rows).toEqual([]);
    expect(readMemberCsv('name,email\n' + 'x'.repeat(600 * 1024)).fileErrors).toEqual([
      memberCsvErrors.tooLarge,
    ]);
  });

  it(`reads ${MEMBER_CSV_MAX_ROWS} people in one go, and refuses one more`, () => {
    const people = (count: number) =>
      Array.from({ length: count }, (_, i) => `Person ${lettersOf(i)},person${i}@example.com,,`);
    const full = readMemberCsv(csv('name,email,designation,phone', ...people(MEMBER_CSV_MAX_ROWS)));
    expect(full.fileErrors).toEqual([]);
    expect(full.valid).toHaveLength(MEMBER_CSV_MAX_ROWS);
    expect(full.rows.at(-1)!.row).toBe(MEMBER_CSV_MAX_ROWS + 1);
    const over = readMemberCsv(csv('name,email', ...people(MEMBER_CSV_MAX_ROWS + 1)));
    expect(over.fileErrors).toEqual([memberCsvErrors.tooManyRows]);
  });
});
