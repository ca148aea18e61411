import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QR_SCREEN_ID } from './card-anchors';

const HASH = `#${QR_SCREEN_ID}`;

/**
 * The QR screen in the app. It is a place in the history (the URL's #qr, as on the server-rendered
 * card), because on a phone a full-screen view is left with the back button; Close and Escape
 * go back the same way. While it is open the page behind does not scroll; the screen keeps focus
 * and gives it back to Share afterwards (QrScreen).
 */
export function useQrScreen({ onOpen }: { onOpen?: () => void } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === HASH;
  // Only an entry this hook pushed may be left with "back": a page opened at #qr has none behind.
  const pushed = useRef(false);

  const openQr = useCallback(() => {
    onOpen?.();
    pushed.current = true;
    navigate(
      { pathname: location.pathname, search: location.search, hash: HASH },
      { state: location.state },
    );
  }, [navigate, onOpen, location.pathname, location.search, location.state]);

  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
    } else {
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: location.state },
      );
    }
  }, [navigate, location.pathname, location.search, location.state]);

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return { open, openQr, close };
}
