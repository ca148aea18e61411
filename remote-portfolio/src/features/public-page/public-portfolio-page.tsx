import { useParams } from 'react-router';
import { useGetPublicPortfolioQuery } from '../shared/portfolio-queries';
import { PortfolioPageView } from './portfolio-page-view';

/** /portfolio/:userId: anyone's card, open to visitors (the NFC tap and the shared link land here). */
export function PublicPortfolioPage() {
  const { userId = '' } = useParams();
  const query = useGetPublicPortfolioQuery(userId, { skip: !userId });
  return <PortfolioPageView query={query} userId={userId} />;
}
