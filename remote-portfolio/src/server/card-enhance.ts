import { enhanceCard } from './enhance-card';

// The gateway loads this with `defer`; loaded any other way it still waits for the card's markup.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => enhanceCard(), { once: true });
} else {
  enhanceCard();
}
