import { enhanceCard } from './enhance-card';

// The gateway's page adds this once the card has painted; loaded any other way (early, in the
// head) it still waits for the card's markup.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => enhanceCard(), { once: true });
} else {
  enhanceCard();
}
