import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  backgroundsTexts,
  type BackgroundDesign,
  type BackgroundKind,
  type LockScreen,
} from 'shared-contracts';
import { Button, errorMessage, Screen, useNotify, useTexts } from 'web-kit';
import { ChoiceCards } from '../shared/choice-cards';
import { useDownloadBackgroundMutation } from './backgrounds-api';
import panels from '../shared/sharing-panels.module.css';
import { DESIGNS, screenChoices } from './backgrounds-texts';

/**
 * /edit-profile/backgrounds: the card's QR code on a video call's background and on the phone's
 * lock screen (issue 29), drawn by the API in the card's colour and downloaded as PNG files.
 */
export function BackgroundsScreen() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [design, setDesign] = useState<BackgroundDesign>('1');
  const [phone, setPhone] = useState<LockScreen>('android');
  const [download] = useDownloadBackgroundMutation();
  const [busy, setBusy] = useState<BackgroundKind | null>(null);
  const t = useTexts(backgroundsTexts);
  const designChoices = DESIGNS.map(({ value, texts }) => ({ value, ...t.designs[texts] }));

  const save = async (kind: BackgroundKind) => {
    setBusy(kind);
    try {
      await download({ kind, design, screen: phone }).unwrap();
      notify.success(t.downloaded);
    } catch (error) {
      notify.error(errorMessage(error, t.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Screen title={t.heading} onBack={() => navigate('..')}>
      <div className={panels.page}>
        <ChoiceCards
          legend={t.designLegend}
          name="background-design"
          choices={designChoices}
          value={design}
          onChange={setDesign}
        />
        <section className={panels.panel} aria-labelledby="backgrounds-video">
          <h2 id="backgrounds-video" className={panels.title}>
            {t.videoHeading}
          </h2>
          <p className={panels.hint}>{t.videoHint}</p>
          <Button
            busy={busy === 'video'}
            busyLabel={t.downloading}
            disabled={busy !== null}
            onClick={() => void save('video')}
          >
            {t.downloadVideo}
          </Button>
        </section>
        <section className={panels.panel} aria-labelledby="backgrounds-lock">
          <h2 id="backgrounds-lock" className={panels.title}>
            {t.lockHeading}
          </h2>
          <p className={panels.hint}>{t.lockHint}</p>
          <ChoiceCards
            legend={t.screenLegend}
            name="background-phone"
            choices={screenChoices}
            value={phone}
            onChange={setPhone}
          />
          <Button
            busy={busy === 'lock'}
            busyLabel={t.downloading}
            disabled={busy !== null}
            onClick={() => void save('lock')}
          >
            {t.downloadLock}
          </Button>
        </section>
      </div>
    </Screen>
  );
}
