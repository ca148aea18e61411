import { DETAILS_FORM, detailsLayerOf, LAYER_CLOSED_HASH } from '../details-dialog';
import type { Card } from './card';
import { enhanceDetailsForm } from './details-form';
import { keepFocusIn, tabbables } from './focus-loop';

/**
 * "Share your details" and its two no-script answers open as the URL's target, script or not.
 * Script adds a dialog's keyboard (focus in, Tab kept inside, Escape, focus back to the opener)
 * and the form's JSON post; the owner looking at their own card is not offered it at all.
 */
export function enhanceDetailsDialog({ root, doc, win, ownerToken }: Card): void {
  const opener = root.querySelector<HTMLElement>('[data-card-share-details]');
  if (ownerToken && opener) opener.hidden = true;
  let hashOpener: HTMLElement | null = null;
  let openLayer: HTMLElement | null = null;
  const sync = () => {
    const id = detailsLayerOf(win.location.hash);
    const layer = id ? doc.getElementById(id)?.querySelector<HTMLElement>('[role="dialog"]') : null;
    if (layer === openLayer) return;
    const closed = openLayer;
    openLayer = layer ?? null;
    if (openLayer) {
      if (!closed) {
        const active = doc.activeElement;
        hashOpener =
          active instanceof win.HTMLElement && !openLayer.contains(active) && active !== doc.body
            ? active
            : null;
      }
      const controls = tabbables(openLayer);
      (controls.find((control) => control.matches('input, textarea')) ?? controls[0])?.focus();
    } else {
      (hashOpener ?? opener)?.focus();
      hashOpener = null;
    }
  };
  win.addEventListener('hashchange', sync);
  doc.addEventListener('keydown', (event) => {
    if (!openLayer) return;
    if (event.key === 'Escape') win.location.replace(LAYER_CLOSED_HASH);
    else keepFocusIn(openLayer, event);
  });
  sync();

  const form = root.querySelector<HTMLFormElement>(`form[${DETAILS_FORM}]`);
  if (form) enhanceDetailsForm(form);
}
