import { useEffect } from 'react';
import { DETAILS_SHEET_ID } from '../card-behaviours/card-anchors';
import { DETAILS_FORM } from '../card-behaviours/details-dialog';
import { enhanceDetailsForm } from '../card-behaviours/enhance/details-form';

/**
 * The app's card page runs no card-enhance: it gives the "Share your details" form the same
 * JSON submit (the form is the same plain markup), once the card is on the page.
 */
export function useDetailsForm(): void {
  useEffect(() => {
    const form = document
      .getElementById(DETAILS_SHEET_ID)
      ?.querySelector<HTMLFormElement>(`form[${DETAILS_FORM}]`);
    return form ? enhanceDetailsForm(form) : undefined;
  }, []);
}
