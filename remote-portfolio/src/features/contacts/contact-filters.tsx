import type { ReactNode } from 'react';
import {
  CONTACT_SOURCES,
  contactListTexts,
  type Contact,
  type ContactSource,
} from 'shared-contracts';
import { TextField, useTexts } from 'web-kit';
import styles from './contacts.module.css';

export interface FilterValues {
  search: string;
  tag: string;
  event: string;
  source: ContactSource | '';
}

export const NO_FILTERS: FilterValues = { search: '', tag: '', event: '', source: '' };

/** Each tag and event once, however they were capitalised, in the order of the alphabet. */
function distinct(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values)
    if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** The search box and the tag, event and source choices, made from every contact the owner has. */
export function ContactFilters({
  all,
  values,
  onChange,
}: {
  all: Contact[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const texts = useTexts(contactListTexts);
  const tags = distinct(all.flatMap((contact) => contact.tags));
  const events = distinct(all.flatMap((contact) => (contact.metAt ? [contact.metAt] : [])));
  const sourceLabel: Record<ContactSource, string> = {
    shared: texts.sourceShared,
    scanned: texts.sourceScanned,
    typed: texts.sourceTyped,
  };
  const set = (change: Partial<FilterValues>) => onChange({ ...values, ...change });
  return (
    <div className={styles.filters}>
      <TextField
        type="search"
        label={texts.search}
        value={values.search}
        onChange={(event) => set({ search: event.target.value })}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div className={styles.filterRow}>
        <Choice label={texts.tag} value={values.tag} onChange={(tag) => set({ tag })}>
          <option value="">{texts.allTags}</option>
          {tags.map((tag) => (
            <option key={tag}>{tag}</option>
          ))}
        </Choice>
        <Choice label={texts.event} value={values.event} onChange={(event) => set({ event })}>
          <option value="">{texts.allEvents}</option>
          {events.map((event) => (
            <option key={event}>{event}</option>
          ))}
        </Choice>
        <Choice
          label={texts.source}
          value={values.source}
          onChange={(source) => set({ source: source as ContactSource | '' })}
        >
          <option value="">{texts.allSources}</option>
          {CONTACT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {sourceLabel[source]}
            </option>
          ))}
        </Choice>
      </div>
    </div>
  );
}

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.choice}>
      <span className={styles.choiceLabel}>{label}</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </label>
  );
}
