import { useNavigate } from 'react-router';
import { LegalPage } from './legal/legal-page';
import { POLICY_LEAD, POLICY_SECTIONS } from './legal/policy-sections';

export function PolicyPage() {
  const navigate = useNavigate();
  return (
    <LegalPage
      title="Privacy Policy"
      lead={POLICY_LEAD}
      sections={POLICY_SECTIONS}
      onBack={() => navigate('/account')}
    />
  );
}
