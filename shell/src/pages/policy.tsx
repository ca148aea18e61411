import { useNavigate } from 'react-router';
import { legalTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { LegalPage } from './legal/legal-page';
import { POLICY_LEAD, POLICY_SECTIONS } from './legal/policy-sections';

export function PolicyPage() {
  const navigate = useNavigate();
  const texts = useTexts(legalTexts);
  return (
    <LegalPage
      title={texts.privacyPolicy}
      lead={POLICY_LEAD}
      sections={POLICY_SECTIONS}
      onBack={() => navigate('/account')}
    />
  );
}
