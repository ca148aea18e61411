import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useScrollLock } from 'web-kit';
import { QR_HASH } from '../../card-behaviours/qr-screen';

/**
 * The QR screen in the app: a place in the history, the URL's #qr (card-behaviours/qr-screen, as
 * on the server-rendered card); Close and Escape go back the same way. While it is open the page
 * behind does not scroll; the screen keeps focus and gives it back to Share afterwards (QrScreen).
 */
export function useQrScreen({ onOpen }: { onOpen?: () => void } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === QR_HASH;
  // Only an entry this hook pushed may be left with "back": a page opened at #qr has none behind.
  const pushed = useRef(false);

  const openQr = useCallback(() => {
    onOpen?.();
    pushed.current = true;
    navigate(
      { pathname: location.pathname, search: location.search, hash: QR_HASH },
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

  useScrollLock(open);

  return { open, openQr, close };
}
