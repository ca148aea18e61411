import { useNavigate } from 'react-router';
import { integrationsTexts } from 'shared-contracts';
import { Screen, useTexts } from 'web-kit';
import { ApiTokensPanel } from './api-tokens-panel';
import styles from './integrations.module.css';
import { WebhooksPanel } from './webhooks-panel';

/**
 * /edit-profile/integrations: where the owner's contacts go on to the tools they use: a webhook
 * gets each new contact, an API token lets their own scripts read or add contacts.
 */
export function IntegrationsScreen() {
  const texts = useTexts(integrationsTexts);
  const navigate = useNavigate();
  return (
    <Screen title={texts.title} onBack={() => navigate('..', { relative: 'path' })}>
      <div className={styles.panels}>
        <WebhooksPanel />
        <ApiTokensPanel />
      </div>
    </Screen>
  );
}
