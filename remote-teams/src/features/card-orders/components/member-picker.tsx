import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { OrganisationMember } from 'shared-contracts';
import { Pager, pageCount, Spinner, useTexts } from 'web-kit';
import { MemberSearch } from '../../../shared/member-search';
import { LoadFailed } from '../../../shared/load-failed';
import { useGetMembersQuery } from '../../../shared/members-api';
import shared from '../../../shared/teams.module.css';
import { cardRowOf, type OrderValues } from '../utils/order-values';
import { cardOrdersTexts } from './card-orders-texts';
import styles from './card-orders.module.css';

/**
 * The members to order a card for: a page of 50 at a time, found by part of a name or an e-mail
 * (the search and page in the address, as the console's), each a checkbox, and "Select all on this
 * page". Ticking one adds their row to the cards; unticking leaves it out.
 */
export function MemberPicker({
  form,
  q,
  page,
  pathOf,
}: {
  form: FormikProps<OrderValues>;
  q: string;
  page: number;
  /** The screen's address with this search and page. */
  pathOf: (list: { q: string; page: number }) => string;
}) {
  const t = useTexts(cardOrdersTexts);
  const navigate = useNavigate();
  const { currentData, error, isError, refetch } = useGetMembersQuery({ q, page });
  const cards = form.values.cards;
  const chosen = new Set(cards.map(({ userId }) => userId));
  const shown = currentData?.members ?? [];
  const chosenHere = shown.filter(({ userId }) => chosen.has(userId)).length;
  const all = shown.length > 0 && chosenHere === shown.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosenHere > 0 && !all;
  }, [chosenHere, all]);

  const setCards = (next: OrderValues['cards']) => void form.setFieldValue('cards', next);
  const toggle = (member: OrganisationMember) =>
    setCards(
      chosen.has(member.userId)
        ? cards.filter(({ userId }) => userId !== member.userId)
        : [...cards, cardRowOf(member)],
    );
  const toggleAll = () => {
    const here = new Set(shown.map(({ userId }) => userId));
    setCards(
      all
        ? cards.filter(({ userId }) => !here.has(userId))
        : [...cards, ...shown.filter(({ userId }) => !chosen.has(userId)).map(cardRowOf)],
    );
  };
  const search = (value: string) => navigate(pathOf({ q: value.trim(), page: 1 }));
  const problem =
    form.submitCount > 0 && typeof form.errors.cards === 'string' ? form.errors.cards : null;

  return (
    <section className={styles.group} aria-labelledby="order-members-heading">
      <h2 id="order-members-heading" className={`${shared.sectionHeading} ${styles.legend}`}>
        {t.members}
      </h2>
      <MemberSearch
        key={q}
        q={q}
        onSearch={search}
        texts={{ label: t.searchMembers, search: t.search, clear: t.clearSearch }}
      />
      {!currentData &&
        (isError ? (
          <LoadFailed error={error} message={t.membersFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.membersLoading} />
        ))}
      {currentData && q && currentData.total === 0 && (
        <p className={shared.note} role="status">
          {t.noMembersFound(q)}
        </p>
      )}
      {shown.length > 0 && (
        <div className={shared.list}>
          <label className={`${styles.tick} ${styles.tickAll}`}>
            <input
              ref={selectAll}
              type="checkbox"
              className={styles.checkbox}
              checked={all}
              onChange={toggleAll}
            />
            <span className={styles.tickText}>{t.selectAll}</span>
          </label>
          <ul className={styles.members} aria-label={t.members}>
            {shown.map((member) => (
              <li key={member.userId}>
                <label className={styles.tick}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={chosen.has(member.userId)}
                    onChange={() => toggle(member)}
                  />
                  <span className={styles.tickText}>
                    <span className={shared.itemName}>{member.name}</span>
                    <span className={shared.itemLine}>{member.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      {currentData && (
        <Pager
          className={shared.pager}
          label={t.membersPages}
          page={currentData.page}
          pages={pageCount(currentData.total, currentData.pageSize)}
          hrefOf={(to) => pathOf({ q, page: to })}
        />
      )}
      <p className={styles.chosen} role="status">
        {t.chosen(cards.length)}
      </p>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
