import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contactsScreenTexts, leadTexts, type Lead } from 'shared-contracts';
import { Button, downloadText, Screen, Spinner, useNotify, useTexts } from 'web-kit';
import { useDeleteLeadMutation, useGetLeadsQuery } from '../shared/portfolio-queries';
import { ShareCardPrompt } from '../shared/share-prompt/share-card-prompt';
import styles from './contacts.module.css';
import { LeadItem } from './lead-item';
import { LEADS_CSV_NAME, leadsCsv } from './leads-csv';
import { leadVCard, leadVCardName } from './lead-vcard';
import { RemoveContactDialog } from './remove-contact-dialog';

/** When deleting fails: the contact stays, and the owner may try again. */
export const REMOVE_FAILED = contactsScreenTexts.removeFailed;

const newestFirst = (leads: Lead[]) =>
  [...leads].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** /edit-profile/contacts: the details visitors shared from the card (issue 13). */
export function ContactsScreen() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { currentData, isError, refetch } = useGetLeadsQuery();
  const [deleteLead, { isLoading: deleting }] = useDeleteLeadMutation();
  const [asked, setAsked] = useState<Lead | null>(null);
  const texts = useTexts(leadTexts);
  const screen = useTexts(contactsScreenTexts);

  const remove = async () => {
    if (!asked) return;
    try {
      await deleteLead(asked._id).unwrap();
      notify.success(leadTexts.removed);
    } catch {
      notify.error(REMOVE_FAILED);
    }
    setAsked(null);
  };

  const leads = currentData && newestFirst(currentData);
  return (
    <Screen title={texts.contactsHeading} onBack={() => navigate('..')}>
      {leads ? (
        leads.length === 0 ? (
          <ShareCardPrompt title={texts.empty} hint={texts.emptyHint} />
        ) : (
          <>
            <ul className={styles.list} aria-label={texts.contactsHeading}>
              {leads.map((lead) => (
                <LeadItem
                  key={lead._id}
                  lead={lead}
                  onSaveVCard={(l) =>
                    downloadText(leadVCard(l), 'text/vcard;charset=utf-8', leadVCardName(l))
                  }
                  onRemove={setAsked}
                />
              ))}
            </ul>
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(leadsCsv(leads), 'text/csv;charset=utf-8', LEADS_CSV_NAME)
              }
            >
              {texts.exportCsv}
            </Button>
          </>
        )
      ) : isError ? (
        <div className={styles.failed}>
          <p role="alert">{texts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {screen.tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
      <RemoveContactDialog
        name={asked?.name ?? null}
        busy={deleting}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </Screen>
  );
}
