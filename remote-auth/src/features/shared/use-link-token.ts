import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { tokenFromFragment } from 'shared-contracts';

/**
 * The token of a mailed link: in its fragment (`#t=...`, which no server ever receives), or in
 * the path of a link sent before links carried it there (`/reset-password/{token}`). Read once;
 * then the fragment leaves the address bar, so a shared screenshot or the history shows none.
 */
export function useLinkToken(): string | undefined {
  const { token: inPath } = useParams<{ token?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(location.hash) ?? inPath?.trim() ?? undefined);
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return token || undefined;
}
