import { useCallback, useEffect, useRef, useState } from 'react';
import {
  HOME_SEARCH_DELAY_MS,
  PRODUCT_SEARCH_MAX_LENGTH,
  productListTexts,
  shopTexts,
} from 'shared-contracts';
import { ArrowLeftIcon, IconButton, ToastPlace, useTexts } from 'web-kit';
import { CartLink } from '../../../shared/cart-link';
import { SearchIcon } from './icons';
import styles from './product-list.module.css';

interface ListHeaderProps {
  /** The search the list shows. */
  search: string;
  /** Called 300 ms after the person stops typing, and at once when the search is closed. */
  onSearch: (search: string) => void;
}

/**
 * "Explore Cards" with a search icon and the cart link; the icon turns the title into a search box,
 * beside the cart link.
 */
export function ListHeader({ search, onSearch }: ListHeaderProps) {
  const [open, setOpen] = useState(search !== '');
  const shop = useTexts(shopTexts);
  const texts = useTexts(productListTexts);
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  // The list cleared the search itself ("Clear filters"): the box follows, or its text would come
  // back as a search 300 ms later.
  if (search !== shown) {
    setShown(search);
    if (search !== text.trim()) {
      setText(search);
      setOpen(search !== '');
    }
  }
  const searchButton = useRef<HTMLButtonElement>(null);
  // The box takes focus as it appears. Not `autoFocus`: Preact leaves that attribute to the
  // browser, which honours it only while the page loads.
  const focusWhenShown = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const returnFocus = useRef(false);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => latestOnSearch.current(next), HOME_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    searchButton.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    returnFocus.current = true;
    if (search) onSearch('');
  };

  return (
    <header className={styles.header}>
      <h1 className={open ? 'tf-visually-hidden' : styles.title}>{shop.exploreHeading}</h1>
      {open ? (
        <div className={styles.searchRow} role="search">
          <IconButton label={texts.closeSearch} onClick={close}>
            <ArrowLeftIcon />
          </IconButton>
          <input
            className={styles.searchInput}
            type="search"
            aria-label={texts.searchCards}
            placeholder={texts.searchPlaceholder}
            value={text}
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            ref={focusWhenShown}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once and puts the phone's keyboard away.
              if (event.key !== 'Enter') return;
              onSearch(text.trim());
              event.currentTarget.blur();
            }}
          />
        </div>
      ) : (
        <IconButton
          ref={searchButton}
          className={styles.searchButton}
          label={texts.search}
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      )}
      <CartLink />
      <ToastPlace />
    </header>
  );
}
