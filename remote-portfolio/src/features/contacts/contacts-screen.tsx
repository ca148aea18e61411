import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  contactExportTexts,
  contactListTexts,
  contactsScreenTexts,
  leadTexts,
  type Contact,
  todayInIndia,
} from 'shared-contracts';
import { Button, buttonClass, downloadText, Screen, Spinner, useNotify, useTexts } from 'web-kit';
import { ShareCardPrompt } from '../shared/share-prompt/share-card-prompt';
import { ContactFilters, NO_FILTERS, type FilterValues } from './contact-filters';
import { ContactItem } from './contact-item';
import { contactVCard, contactVCardName } from './contact-vcard';
import {
  useDeleteContactMutation,
  useExportContactsMutation,
  useGetContactsQuery,
  type ContactFilters as Filters,
} from './contacts-queries';
import styles from './contacts.module.css';
import { RemoveContactDialog } from './remove-contact-dialog';
import { useDebounced } from './use-debounced';

/** When deleting fails: the contact stays, and the owner may try again. */
export const REMOVE_FAILED = contactsScreenTexts.removeFailed;

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

const newestFirst = (contacts: Contact[]) =>
  [...contacts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * /edit-profile/contacts: everyone the owner has, shared by a visitor, scanned or typed in
 * (issues 13 and 31), searched and filtered by the server, exported as the API writes them.
 */
export function ContactsScreen() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [values, setValues] = useState<FilterValues>(NO_FILTERS);
  const q = useDebounced(values.search.trim(), SEARCH_DELAY_MS);
  const filters: Filters = {
    q: q || undefined,
    tag: values.tag || undefined,
    event: values.event || undefined,
    source: values.source || undefined,
  };
  const filtering = Object.values(filters).some(Boolean);
  const all = useGetContactsQuery({});
  const found = useGetContactsQuery(filters, { skip: !filtering });
  const [deleteContact, { isLoading: deleting }] = useDeleteContactMutation();
  const [exportContacts, { isLoading: exporting }] = useExportContactsMutation();
  const [asked, setAsked] = useState<Contact | null>(null);
  const texts = useTexts(leadTexts);
  const list = useTexts(contactListTexts);
  const screen = useTexts(contactsScreenTexts);
  const exportTexts = useTexts(contactExportTexts);
  const today = todayInIndia();

  const remove = async () => {
    if (!asked) return;
    try {
      await deleteContact(asked._id).unwrap();
      notify.success(leadTexts.removed);
    } catch {
      notify.error(REMOVE_FAILED);
    }
    setAsked(null);
  };

  const download = async (format: 'csv' | 'vcf') => {
    try {
      await exportContacts(format).unwrap();
    } catch {
      notify.error(contactListTexts.exportFailed);
    }
  };

  const everyone = all.currentData && newestFirst(all.currentData);
  const shown = filtering ? found.currentData && newestFirst(found.currentData) : everyone;
  const failed = all.isError || (filtering && found.isError);
  const addLink = (
    <Link className={buttonClass({ className: styles.add })} to="new">
      {list.add}
    </Link>
  );

  return (
    <Screen title={texts.contactsHeading} onBack={() => navigate('..', { relative: 'path' })}>
      {failed ? (
        <div className={styles.failed}>
          <p role="alert">{texts.loadFailed}</p>
          <Button
            variant="secondary"
            block={false}
            onClick={() => void (filtering ? found.refetch() : all.refetch())}
          >
            {screen.tryAgain}
          </Button>
        </div>
      ) : !everyone ? (
        <Spinner />
      ) : everyone.length === 0 ? (
        <>
          {addLink}
          <p className={styles.emptyAdd}>{list.emptyAdd}</p>
          <ShareCardPrompt title={texts.empty} hint={texts.emptyHint} />
        </>
      ) : (
        <>
          {addLink}
          <ContactFilters all={everyone} values={values} onChange={setValues} />
          {!shown ? (
            <Spinner />
          ) : shown.length === 0 ? (
            <div className={styles.noMatches}>
              <p role="status">{list.noMatches}</p>
              <Button variant="secondary" block={false} onClick={() => setValues(NO_FILTERS)}>
                {list.clearFilters}
              </Button>
            </div>
          ) : (
            <ul className={styles.list} aria-label={texts.contactsHeading}>
              {shown.map((contact) => (
                <ContactItem
                  key={contact._id}
                  contact={contact}
                  today={today}
                  onSaveVCard={(c) =>
                    downloadText(
                      contactVCard(c, exportTexts),
                      'text/vcard;charset=utf-8',
                      contactVCardName(c),
                    )
                  }
                  onRemove={setAsked}
                />
              ))}
            </ul>
          )}
          <section className={styles.export} aria-labelledby="contacts-export">
            <h2 id="contacts-export" className={styles.sectionTitle}>
              {list.exportHeading}
            </h2>
            <div className={styles.exportButtons}>
              <Button variant="secondary" disabled={exporting} onClick={() => void download('csv')}>
                {list.exportCsv}
              </Button>
              <Button variant="secondary" disabled={exporting} onClick={() => void download('vcf')}>
                {list.exportVcf}
              </Button>
            </div>
          </section>
        </>
      )}
      <Link className={styles.integrationsLink} to="../integrations" relative="path">
        {list.integrations}
      </Link>
      <RemoveContactDialog
        name={asked?.name ?? null}
        busy={deleting}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </Screen>
  );
}
