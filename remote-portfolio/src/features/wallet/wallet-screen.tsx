import { useState } from 'react';
import { useNavigate } from 'react-router';
import { walletScreenTexts } from 'shared-contracts';
import { Button, errorMessage, Screen, useNotify, useTexts } from 'web-kit';
import {
  useGetAppleWalletLinkMutation,
  useGetGoogleWalletSaveMutation,
  useGetWalletOfferQuery,
} from './wallet-api';
import { walletPage } from './wallet-page';
import panels from '../shared/sharing-panels.module.css';
import styles from './wallet.module.css';
import { WALLETS, type Wallet } from './wallet-texts';

/**
 * /edit-profile/wallet: the card as a pass in Google Wallet or Apple Wallet (issue 29). Only the
 * wallets this server is set up for are offered; each button asks for its wallet's link and opens
 * it, and the pass is made from the card as it is then.
 */
export function WalletScreen() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: offer, isError, refetch } = useGetWalletOfferQuery();
  const [askGoogle] = useGetGoogleWalletSaveMutation();
  const [askApple] = useGetAppleWalletLinkMutation();
  const [busy, setBusy] = useState<Wallet | null>(null);
  const t = useTexts(walletScreenTexts);
  const offered = WALLETS.filter((wallet) => offer?.[wallet]).map((wallet) => ({
    wallet,
    ...t[wallet],
  }));

  const add = async (wallet: Wallet) => {
    setBusy(wallet);
    try {
      walletPage.open(
        wallet === 'google'
          ? (await askGoogle().unwrap()).saveUrl
          : (await askApple().unwrap()).passUrl,
      );
    } catch (error) {
      notify.error(errorMessage(error, t.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Screen title={t.heading} onBack={() => navigate('..')}>
      <div className={panels.page}>
        <div className={`${styles.about} ${panels.wide}`}>
          <p className={panels.hint}>{t.intro}</p>
          <p className={styles.note}>{t.asItIsNow}</p>
        </div>
        {isError ? (
          <div className={panels.panel}>
            <p role="alert">{t.offerFailed}</p>
            <Button variant="secondary" block={false} onClick={() => void refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : offer && offered.length === 0 ? (
          <p className={panels.panel}>{t.noneOffered}</p>
        ) : (
          offered.map((choice) => (
            <section
              key={choice.wallet}
              className={panels.panel}
              aria-labelledby={`wallet-${choice.wallet}`}
            >
              <h2 id={`wallet-${choice.wallet}`} className={panels.title}>
                {choice.heading}
              </h2>
              <p className={panels.hint}>{choice.hint}</p>
              <Button
                busy={busy === choice.wallet}
                busyLabel={choice.busy}
                disabled={busy !== null}
                onClick={() => void add(choice.wallet)}
              >
                {choice.add}
              </Button>
            </section>
          ))
        )}
      </div>
    </Screen>
  );
}
