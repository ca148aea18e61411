import { useCallback, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { organisationToasts, type OrganisationCard } from 'shared-contracts';
import { Pager, pageCount, pageParam, Screen, Spinner, useNotify, useTexts } from 'web-kit';
import { ConfirmSheet } from '../../../shared/confirm-sheet';
import { useFocusOnChange } from '../../../shared/focus-on-change';
import { LoadFailed } from '../../../shared/load-failed';
import { CARDS_PATH, listPath, ORDER_CARDS_PATH, TEAMS_PATH } from '../../../shared/paths';
import { refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { useGetOrganisationCardsQuery, useSwitchCardMutation } from '../api/organisation-cards';
import { CardItem } from './card-item';
import { cardsTexts } from './cards-texts';
import { MoveCardSheet } from './move-card-sheet';
import styles from './cards.module.css';

/**
 * `/teams/cards?page=`, the owner's and admins': the members' NFC cards, newest first, 50 a page.
 * A card the organisation paid for is switched off (asked once more: its link stops working) or
 * on, or moved to another member; the answer is a toast and the card's row as the server has it.
 */
export function CardsPage() {
  const t = useTexts(cardsTexts);
  const toasts = useTexts(organisationToasts);
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  // Asked afresh each time the screen opens: cards are made as orders are paid.
  const { currentData, error, isError, refetch } = useGetOrganisationCardsQuery(
    { page },
    { refetchOnMountOrArgChange: true },
  );
  const [switchCard, switching] = useSwitchCardMutation();
  const [switchingOff, setSwitchingOff] = useState<OrganisationCard | null>(null);
  const [moving, setMoving] = useState<OrganisationCard | null>(null);
  const [failure, setFailure] = useState<{ code: string; error: unknown } | null>(null);
  const closeMove = useCallback(() => setMoving(null), []);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, String(page));

  const send = async (card: OrganisationCard, active: boolean) => {
    setFailure(null);
    try {
      const answer = await switchCard({
        code: card.code,
        status: active ? 'active' : 'inactive',
      }).unwrap();
      notify.success(answer.message ?? toasts.cardSwitched(active));
      setSwitchingOff(null);
    } catch (error) {
      setFailure({ code: card.code, error });
    }
  };
  // Off is asked once more (the link stops opening the card); on is taken at once.
  const onSwitch = (card: OrganisationCard) => {
    setFailure(null);
    if (card.status === 'active') setSwitchingOff(card);
    else void send(card, true);
  };

  const pages = currentData ? pageCount(currentData.total, currentData.pageSize) : 1;
  if (currentData && page > pages) {
    return <Navigate to={listPath(CARDS_PATH, { page: pages })} replace />;
  }
  const offRefusal =
    switchingOff && failure?.code === switchingOff.code
      ? refusalOf(failure.error, t.switchFailed)
      : null;

  return (
    <Screen title={t.heading} onBack={() => navigate(TEAMS_PATH)}>
      <p className={shared.intro}>{t.intro}</p>
      <p className={styles.orderLink}>
        <Link to={ORDER_CARDS_PATH} className={shared.pill}>
          {t.orderCards}
        </Link>
      </p>
      <h2
        id="cards-heading"
        ref={heading}
        tabIndex={-1}
        className={`${shared.sectionHeading} ${styles.heading}`}
      >
        {t.list}
      </h2>
      {!currentData &&
        (isError ? (
          <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.loading} />
        ))}
      {currentData?.cards.length === 0 && <p className={shared.note}>{t.empty}</p>}
      {currentData && currentData.cards.length > 0 && (
        <ul className={shared.list} aria-labelledby="cards-heading">
          {currentData.cards.map((card) => (
            <CardItem
              key={card.code}
              card={card}
              busy={switching.isLoading && switching.originalArgs?.code === card.code}
              refusal={
                failure?.code === card.code && !switchingOff
                  ? refusalOf(failure.error, t.switchFailed)
                  : null
              }
              onSwitch={onSwitch}
              onMove={(card) => {
                setFailure(null);
                setMoving(card);
              }}
            />
          ))}
        </ul>
      )}
      {currentData && (
        <Pager
          className={shared.pager}
          label={t.pages}
          page={currentData.page}
          pages={pages}
          hrefOf={(to) => listPath(CARDS_PATH, { page: to })}
        />
      )}
      <ConfirmSheet
        open={switchingOff !== null}
        title={t.switchOffTitle}
        text={
          switchingOff?.holder?.name
            ? t.switchOffText(switchingOff.holder.name)
            : t.switchOffTextNoHolder
        }
        confirmLabel={t.switchOff}
        busy={switching.isLoading}
        refusal={offRefusal}
        onConfirm={() => switchingOff && void send(switchingOff, false)}
        onClose={() => {
          setSwitchingOff(null);
          setFailure(null);
        }}
      />
      <MoveCardSheet card={moving} onClose={closeMove} />
    </Screen>
  );
}
