import { useLocation, useNavigate } from 'react-router';
import { legalTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { LegalPage } from './legal/legal-page';
import { TERMS_LEAD, TERMS_SECTIONS } from './legal/terms-sections';

export function TermsPage() {
  const navigate = useNavigate();
  // The router's first entry has the key "default": opened directly (say from a link in a new
  // tab), there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const texts = useTexts(legalTexts);
  return (
    <LegalPage
      title={texts.terms}
      lead={TERMS_LEAD}
      sections={TERMS_SECTIONS}
      onBack={() => (cameFromApp ? navigate(-1) : navigate('/login'))}
    />
  );
}
