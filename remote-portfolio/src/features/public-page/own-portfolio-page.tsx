import { useSelector } from 'react-redux';
import { selectUserId } from 'web-kit';
import { useOwnCardQuery } from '../shared/portfolio-queries';
import { PortfolioPageView } from './portfolio-page-view';

/** /portfolio: the signed-in person's own card, as others see it, with the edit button. */
export function OwnPortfolioPage() {
  const userId = useSelector(selectUserId);
  const query = useOwnCardQuery();
  return <PortfolioPageView query={query} userId={userId ?? undefined} title="My Portfolio" />;
}
