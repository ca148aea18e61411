import { normalisePhone } from '../common/phone.js';
import type { ScannedContact } from './model.js';

/**
 * A paper business card's OCR text read into the Contacts form's candidates (issue 31). OCR on a
 * phone photo slips: `@` read with spaces around it, `.` as `,`, `0` as `O`, a logo read as a
 * line of stray letters. Every rule here prefers leaving a field empty to filling it with noise:
 * the owner checks the form before saving.
 */

/** Words that make a line a job title (whole words, any case). */
const TITLE_WORDS = [
  'manager',
  'director',
  'founder',
  'co-founder',
  'cofounder',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cmo',
  'md',
  'president',
  'vice',
  'vp',
  'engineer',
  'developer',
  'consultant',
  'head',
  'officer',
  'partner',
  'proprietor',
  'owner',
  'executive',
  'sales',
  'marketing',
  'designer',
  'architect',
  'advocate',
  'lawyer',
  'chartered accountant',
  'accountant',
  'analyst',
  'associate',
  'lead',
  'specialist',
  'coordinator',
  'administrator',
  'supervisor',
  'representative',
  'advisor',
  'adviser',
  'chairman',
  'chairperson',
  'secretary',
  'trainer',
  'coach',
  'photographer',
  'surgeon',
  'physician',
  'dentist',
  'professor',
  'principal',
  'agent',
  'broker',
  'intern',
  'assistant',
  'strategist',
  'scientist',
  'programmer',
  'business development',
  'hr',
  'human resources',
];

/** Honorifics a name may start with; `Dr. Anjali Mehta` is still a name. */
const HONORIFICS = /^(?:dr|adv|ca|cs|er|prof|mr|mrs|ms|shri|smt|sri)\.?$/i;

/** Endings that make a line a company whatever else it says. */
const COMPANY_SUFFIXES =
  /\b(?:pvt|private|ltd|limited|llp|inc|corp|corporation|co\.|& co|and co|gmbh|plc|opc)\b\.?/i;
/** Words often in a company's name, weaker than a legal ending: a title word wins over them. */
const COMPANY_WORDS =
  /\b(?:technologies|technology|tech|solutions|enterprises?|industries|associates|studios?|labs?|consultants|consultancy|services|systems|infotech|infosystems|software|softwares|group|traders|trading|exports?|imports?|agency|agencies|bank|hospitals?|clinic|foundation|ventures|media|designs|digital|realty|realtors|builders|developers|constructions?|motors|pharma|pharmaceuticals|textiles|jewellers|caterers|logistics|networks|innovations|partners|capital|finance|financial|insurance|advisory|academy|institute|school|college|global|international|india|infra|infrastructure|foods|electricals|electronics|automation|engineering works|works|store|stores|mart|house|company)\b/i;

/** Words of an address line (street, building, place) rather than a person or a company. */
const ADDRESS_WORDS =
  /\b(?:road|rd|street|st|nagar|marg|lane|floor|flr|building|bldg|tower|complex|sector|phase|plot|near|opp|opposite|behind|chowk|colony|society|apartments?|apt|block|wing|cross|main|layout|estate|area|east|west|north|south|district|dist|taluka|village|po|p\.o|highway|circle|bazaar|bazar|market|mumbai|delhi|new delhi|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|noida|gurugram|gurgaon|lucknow|kochi|indore|surat|nagpur|thane|navi mumbai|chandigarh|coimbatore|maharashtra|karnataka|gujarat|tamil nadu|kerala|rajasthan|telangana|west bengal|uttar pradesh|haryana|pin|pincode)\b/i;

/** What labels a contact line; removed before reading the value. */
const LABEL =
  /\b(?:mob(?:ile)?|cell|ph(?:one)?|tel(?:ephone)?|off(?:ice)?|res(?:idence)?|whatsapp|wa|e-?mail|mail|web(?:site)?|url|m|t|p|e|w|o)\s*[:.-]\s*/gi;
const FAX = /\bfax\b/i;

const TLDS =
  'co\\.in|org\\.in|net\\.in|gov\\.in|ac\\.in|edu\\.in|com|in|org|net|io|co|biz|info|ai|app|dev|tech|store|shop|online|studio|design|me|us|uk|xyz|site|live|club';
const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const WEBSITE = new RegExp(
  `(?:https?:\\/\\/)?(?:www\\.)?(?:[a-z0-9][a-z0-9-]+\\.)+(?:${TLDS})\\b(?:\\/[^\\s,;]*)?`,
  'gi',
);

/** A run that may be phone numbers: digits with the spaces, dashes, dots and brackets between. */
const DIGIT_RUN = /\+?\(?\d[\d\s().-]*\d/g;

export function parseBusinessCardText(text: string): ScannedContact {
  const lines = text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line.length > 0);

  const emails: string[] = [];
  const websites: string[] = [];
  const phoneNumbers: string[] = [];
  const textLines: string[] = [];

  for (const line of lines) {
    const lineEmails = findEmails(line);
    for (const email of lineEmails.found) pushUnique(emails, email);
    const lineSites = findWebsites(lineEmails.rest);
    for (const site of lineSites.found) pushUnique(websites, site);
    const rest = lineSites.rest;
    const linePhones = FAX.test(rest) ? [] : findPhones(rest);
    for (const phone of linePhones) pushUnique(phoneNumbers, phone);

    const isContactLine =
      lineEmails.found.length > 0 || lineSites.found.length > 0 || linePhones.length > 0;
    if (!isContactLine && isTextLine(line)) textLines.push(line);
  }

  return {
    ...readPeopleLines(textLines, [...emails, ...websites]),
    phoneNumbers,
    emails,
    websites,
  };
}

/** Whitespace collapsed; stray punctuation a logo or a rule leaves at a line's ends removed. */
function cleanLine(raw: string): string {
  return raw
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|_~=*•·:;,'"`^-]+|[\s|_~=*•·:;,'"`^]+$/g, '')
    .trim();
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/** `ravi (at) acme . co . in`, `ravi @ acme,com` and `ravi[at]acme[dot]in` read as addresses. */
function findEmails(line: string): { found: string[]; rest: string } {
  let fixed = line
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/gi, '@')
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*/gi, '.');
  if (!fixed.includes('@')) return { found: [], rest: line };
  fixed = fixed
    .replace(/\s*@\s*/g, '@')
    .replace(/(@[^\s]*?)\s*[.,]\s*(?=[a-z])/gi, '$1.')
    .replace(/(@\S+?)\s*[.,]\s*(?=[a-z])/gi, '$1.')
    .replace(/([a-z0-9])\s*\.\s*(?=[a-z0-9][^\s@]*@)/gi, '$1.');
  // A domain's dots may each have been read with spaces; join until nothing changes.
  for (let previous = ''; previous !== fixed;) {
    previous = fixed;
    fixed = fixed.replace(/(@[a-z0-9.-]+)\s*[.,]\s+(?=[a-z]{2,}\b)/gi, '$1.');
  }
  const found = (fixed.match(EMAIL) ?? []).map((email) => email.toLowerCase().replace(/\.+$/, ''));
  const rest = fixed.replace(EMAIL, ' ');
  return { found, rest };
}

function findWebsites(line: string): { found: string[]; rest: string } {
  const fixed = line
    .replace(/\bwww\s*[.,]\s*/gi, 'www.')
    .replace(/(\bwww\.[a-z0-9-]+)\s*[.,]\s*(?=(?:co\.in|com|in|org|net|co)\b)/gi, '$1.');
  const found: string[] = [];
  const rest = fixed.replace(WEBSITE, (match) => {
    const host = match.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
    const labels = host.replace(/^www\./i, '').split('.');
    // B.Com, M.Tech and B.Sc on a CA's or an engineer's card are degrees, not addresses.
    if ((labels[0]?.length ?? 0) < 2) return match;
    found.push(match.replace(/[.)]+$/, '').toLowerCase());
    return ' ';
  });
  return { found, rest };
}

/** OCR reads 0 as O and 1 as l or I inside numbers; mend them only between digits. */
function mendDigits(line: string): string {
  return line
    .replace(/(?<=\d[\s-]?)[oO](?=[\s-]?\d|\b)/g, '0')
    .replace(/(?<=\d)[oO]/g, '0')
    .replace(/[oO](?=\d{2})/g, '0')
    .replace(/(?<=\d[\s-]?)[lI|](?=[\s-]?\d)/g, '1');
}

/**
 * Mobiles become +91 and ten digits (as the rest of Tapfolio stores them); a landline with its
 * STD code, a toll-free number or a foreign number is kept as written, since no one rule
 * rewrites them all correctly.
 */
function findPhones(line: string): string[] {
  const found: string[] = [];
  const unlabelled = mendDigits(line).replace(LABEL, ' ');
  for (const run of unlabelled.match(DIGIT_RUN) ?? []) {
    for (const piece of splitRun(run)) {
      const phone = readPhone(piece);
      if (phone) found.push(phone);
    }
  }
  return found;
}

/** `98765 43210 / 91234 56789` and `98765 43210 91234 56789` are two numbers. */
function splitRun(run: string): string[] {
  const digits = run.replace(/\D/g, '');
  if (digits.length >= 20 && digits.length <= 26) {
    const pieces = run.split(/\s{2,}|\s?[/,;]\s?/).filter((piece) => /\d/.test(piece));
    if (pieces.length > 1) return pieces;
    const groups = run.trim().split(/\s+/);
    for (let cut = 1; cut < groups.length; cut += 1) {
      const first = groups.slice(0, cut).join(' ');
      const second = groups.slice(cut).join(' ');
      if (readPhone(first) && readPhone(second)) return [first, second];
    }
  }
  return [run];
}

function readPhone(piece: string): string | null {
  const written = piece.trim().replace(/[.]/g, ' ').replace(/\s+/g, ' ');
  if (hasStdCode(written)) return written.replace(/\s*-\s*/g, '-');
  const mobile = normalisePhone(written);
  if (mobile) return mobile;
  const digits = written.replace(/\D/g, '');
  const landline =
    (/^0[1-9]\d{9}$/.test(digits) && !/^0[6-9]/.test(digits.slice(0, 2))) ||
    (written.startsWith('+91') && /^91[1-5]\d{9}$/.test(digits)) ||
    /^1[89]00\d{6,7}$/.test(digits) ||
    (written.startsWith('+') && !written.startsWith('+91') && digits.length >= 9) ||
    /^0[1-5]\d{8,9}$/.test(digits);
  return landline ? written.replace(/\s*-\s*/g, '-') : null;
}

/**
 * A landline's STD code is written as its own group: `080-4123 4567`, `(0761) 234567`,
 * `+91 80 4000 1234`. Its digits alone would pass for a mobile when the code starts with 6-9.
 */
function hasStdCode(written: string): boolean {
  const groups = written
    .replace(/^\+?91(?=[\s-(])/, '')
    .split(/[\s()-]+/)
    .filter(Boolean);
  const first = groups[0] ?? '';
  const digits = groups.join('');
  if (groups.length < 2 || !/^\d+$/.test(digits)) return false;
  const national = digits.replace(/^0/, '');
  if (national.length !== 10) return false;
  if (first.startsWith('0')) return first.length >= 3 && first.length <= 5;
  return written.trimStart().startsWith('+91') && first.length === 2;
}

/** A line that could be a name, a company or a title: mostly letters, not an address. */
function isTextLine(line: string): boolean {
  const letters = line.replace(/[^a-z]/gi, '').length;
  if (letters < 2 || letters / line.replace(/\s/g, '').length < 0.7) return false;
  if (/\d/.test(line) && !COMPANY_SUFFIXES.test(line)) return false;
  if (ADDRESS_WORDS.test(line) && !COMPANY_SUFFIXES.test(line) && !hasTitle(line)) return false;
  // A logo read as text: short lowercase scraps such as "ee a" or "i".
  return line.split(' ').some((word) => /[A-Za-z]{3,}/.test(word) || /^[A-Z]{2}$/.test(word));
}

function hasTitle(line: string): boolean {
  const lower = ` ${line.toLowerCase().replace(/[|,&/()]/g, ' ')} `;
  return (
    TITLE_WORDS.some((word) => new RegExp(`[\\s.-]${escapeRegExp(word)}[\\s.-]`).test(lower)) ||
    /^\s*(?:sr|jr|asst|asstt|dy|gen)\.?\s/i.test(line)
  );
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A person's name: 2 to 4 capitalised words of letters, initials allowed, an honorific first. */
function looksLikeName(line: string): boolean {
  const words = line.split(' ');
  const named = words.filter((word, index) => !(index === 0 && HONORIFICS.test(word)));
  if (named.length < 2 || named.length > 4) return false;
  if (COMPANY_SUFFIXES.test(line) || COMPANY_WORDS.test(line)) return false;
  return (
    named.every(
      (word) =>
        /^[A-Z][A-Za-z'-]*\.?$/.test(word) &&
        (word.replace(/[.'-]/g, '').length > 1 || /^[A-Z]\.?$/.test(word)),
    ) && named.some((word) => word.replace(/[.'-]/g, '').length > 2)
  );
}

/** Degrees under a name (MBBS, MD; B.Com, M.Tech) are neither a title nor a company. */
const DEGREE =
  /^(?:[bm]\.?\s?(?:com|tech|sc|a|e|arch|des|pharm|ed|phil|s|d)\.?|mbbs|md|ms|mba|bba|bca|mca|llb|llm|ph\.?\s?d|fca|aca|acs|fcs|cfa|cma|dnb|bds|mds|frcs|mrcp|pgdm|b\.?e\.?)$/i;

function kind(line: string): 'company' | 'title' | 'degree' | 'other' {
  if (DEGREE.test(line.split(/[\s,(]+/)[0] ?? '')) return 'degree';
  if (COMPANY_SUFFIXES.test(line)) return 'company';
  if (hasTitle(line) && !HONORIFICS.test(line.split(' ')[0] ?? '')) return 'title';
  if (COMPANY_WORDS.test(line)) return 'company';
  return 'other';
}

/** `RAVI KUMAR` reads as Ravi Kumar in the form; a name in mixed case is kept as written. */
function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s.'-])([a-z])/g, (_, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

function readPeopleLines(
  lines: string[],
  addresses: string[],
): Pick<ScannedContact, 'name' | 'company' | 'designation'> {
  let name = '';
  let designation = '';
  const kinds = lines.map(kind);
  const used = new Set<number>();

  // "Priya Nair - Founder & CEO" and "Ravi Kumar, Director" hold both on one line.
  lines.forEach((line, index) => {
    if (name || kinds[index] !== 'title') return;
    const parts = line.split(/\s*(?:,|\||\s-\s)\s*/);
    if (parts.length < 2) return;
    const first = parts[0] ?? '';
    if (looksLikeName(first) && !hasTitle(first)) {
      name = nameCase(first);
      designation = parts.slice(1).join(', ');
      used.add(index);
    }
  });

  if (!name) {
    let best = -1;
    let bestScore = -Infinity;
    lines.forEach((line, index) => {
      if (kinds[index] !== 'other' || !looksLikeName(line)) return;
      const nextToTitle = kinds[index + 1] === 'title' || kinds[index - 1] === 'title';
      const score =
        (nextToTitle ? 3 : 0) +
        (index < lines.length / 2 ? 1 : 0) +
        (line !== line.toUpperCase() ? 1 : 0) -
        index * 0.1;
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0) {
      name = nameCase(lines[best] ?? '');
      used.add(best);
    }
  }

  if (!designation) {
    const first = kinds.findIndex((value, index) => value === 'title' && !used.has(index));
    if (first >= 0) {
      const titles = [lines[first] ?? ''];
      used.add(first);
      if (kinds[first + 1] === 'title' && !used.has(first + 1)) {
        titles.push(lines[first + 1] ?? '');
        used.add(first + 1);
      }
      designation = titles.join(', ');
    }
  }

  let company = '';
  const companyIndex = kinds.findIndex((value, index) => value === 'company' && !used.has(index));
  if (companyIndex >= 0) {
    // A logo of the company's initial beside its name is read as one more letter before it.
    company = (lines[companyIndex] ?? '').replace(/^([A-Z]) (?=\1[a-z])/, '');
  } else {
    // A brand without a legal ending: the line that spells the e-mail's or website's domain.
    const domains = addresses.map((address) =>
      (address.split('@')[1] ?? address)
        .replace(/^(?:https?:\/\/)?(?:www\.)?/, '')
        .split('.')[0]
        ?.toLowerCase(),
    );
    const index = lines.findIndex(
      (line, at) =>
        !used.has(at) &&
        domains.some(
          (domain) =>
            domain &&
            domain.length > 2 &&
            line
              .toLowerCase()
              .replace(/[^a-z0-9]/g, '')
              .startsWith(domain.slice(0, 4)),
        ),
    );
    if (index >= 0) company = lines[index] ?? '';
  }

  return { name, company, designation };
}
