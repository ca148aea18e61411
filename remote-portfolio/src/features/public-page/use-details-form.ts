import { useEffect } from 'react';
import { DETAILS_SHEET_ID } from './card-anchors';
import { DETAILS_FORM, enhanceDetailsForm } from './details-submit';

/**
 * The app's card page runs no card-enhance: it gives the "Share your details" form the same
 * JSON submit here, once the card is on the page.
 */
export function useDetailsForm(): void {
  useEffect(() => {
    const form = document
      .getElementById(DETAILS_SHEET_ID)
      ?.querySelector<HTMLFormElement>(`form[${DETAILS_FORM}]`);
    return form ? enhanceDetailsForm(form) : undefined;
  }, []);
}
