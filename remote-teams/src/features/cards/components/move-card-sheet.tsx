import { useEffect, useRef, useState } from 'react';
import {
  organisationToasts,
  type OrganisationCard,
  type OrganisationMember,
} from 'shared-contracts';
import { BottomSheet, Button, Spinner, useNotify, useTexts } from 'web-kit';
import { LoadFailed } from '../../../shared/load-failed';
import { MemberSearch } from '../../../shared/member-search';
import { useGetMembersQuery } from '../../../shared/members-api';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useMoveCardMutation } from '../api/organisation-cards';
import { cardsTexts } from './cards-texts';
import styles from './cards.module.css';

/**
 * Move: a member picked from the organisation's (found by part of a name or an e-mail, the
 * first 50 of a search), then asked once more, since the card's link opens their card at once.
 * The refusal stays in the sheet; the answer is a toast and the card's new row.
 */
export function MoveCardSheet({
  card,
  onClose,
}: {
  card: OrganisationCard | null;
  onClose: () => void;
}) {
  const t = useTexts(cardsTexts);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<OrganisationMember | null>(null);
  useEffect(() => {
    setQ('');
    setChosen(null);
  }, [card]);
  if (!card) return null;
  return chosen ? (
    <ConfirmMove card={card} to={chosen} onBack={() => setChosen(null)} onClose={onClose} />
  ) : (
    <BottomSheet open title={t.moveTitle} onClose={onClose}>
      <MemberChoice card={card} q={q} onSearch={setQ} onChoose={setChosen} />
    </BottomSheet>
  );
}

function MemberChoice({
  card,
  q,
  onSearch,
  onChoose,
}: {
  card: OrganisationCard;
  q: string;
  onSearch: (q: string) => void;
  onChoose: (member: OrganisationMember) => void;
}) {
  const t = useTexts(cardsTexts);
  const { currentData, error, isError, refetch } = useGetMembersQuery(
    { q, page: 1 },
    { refetchOnMountOrArgChange: true },
  );
  const others = currentData?.members.filter(({ userId }) => userId !== card.holder?.userId);
  return (
    <>
      <MemberSearch
        q={q}
        onSearch={(draft) => onSearch(draft.trim())}
        texts={{ label: t.searchMembers, search: t.search }}
      />
      {!currentData &&
        (isError ? (
          <LoadFailed error={error} message={t.membersFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.membersLoading} />
        ))}
      {others?.length === 0 && <p className={shared.note}>{t.noMembersFound}</p>}
      {others && others.length > 0 && (
        <ul className={styles.members} aria-label={t.pickMembers}>
          {others.map((member) => (
            <li key={member.userId}>
              <button type="button" className={styles.member} onClick={() => onChoose(member)}>
                <span className={shared.itemName}>{member.name}</span>
                <span className={shared.itemLine}>{member.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {currentData && currentData.total > currentData.members.length && (
        <p className={shared.note}>
          {t.moreMembers(currentData.members.length, currentData.total)}
        </p>
      )}
    </>
  );
}

function ConfirmMove({
  card,
  to,
  onBack,
  onClose,
}: {
  card: OrganisationCard;
  to: OrganisationMember;
  onBack: () => void;
  onClose: () => void;
}) {
  const t = useTexts(cardsTexts);
  const toasts = useTexts(organisationToasts);
  const notify = useNotify();
  const [move, moving] = useMoveCardMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const text = useRef<HTMLParagraphElement>(null);
  // The member's button that asked is gone with the list: focus goes to what happens next.
  useEffect(() => {
    text.current?.focus();
  }, []);
  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await move({ code: card.code, userId: to.userId }).unwrap();
      notify.success(answer.message ?? toasts.cardMoved(to.name));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };
  const refusal = refusalOf(failure, t.moveFailed);
  return (
    <BottomSheet open title={t.moveConfirmTitle(to.name)} onClose={onClose}>
      <p ref={text} tabIndex={-1} className={shared.sheetText}>
        {card.holder?.name
          ? t.moveConfirm(card.code, card.holder.name, to.name)
          : t.moveConfirmNoHolder(card.code, to.name)}
      </p>
      {refusal && <Refusal message={refusal} />}
      <div className={shared.sheetActions}>
        <Button busy={moving.isLoading} busyLabel={t.moving} onClick={() => void confirm()}>
          {t.moveYes(to.name)}
        </Button>
        <Button variant="ghost" disabled={moving.isLoading} onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </BottomSheet>
  );
}
