import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeCardFront, MM_PER_PT } from 'shared-contracts';
import { imageKey, renderReview, reviewLines, startEachReviewClean } from './checkout-fixtures';

startEachReviewClean();

const previews = () => screen.getByRole('list', { name: 'How your cards will be printed' });
const lineOf = (card: HTMLElement, which: 'name' | 'designation') =>
  card.querySelector(`[data-card-line="${which}"]`)!;

describe('the printed card, previewed at checkout', () => {
  it('shows each design with the name, designation and photo where the print file puts them', async () => {
    renderReview();
    await screen.findByLabelText('Full Name');
    const cards = within(previews()).getAllByRole('img');
    expect(cards).toHaveLength(reviewLines.length);
    expect(cards[1]).toHaveAccessibleName(
      'Front of your Walnut Wood NFC Card card: Asha Rao, Founder',
    );

    // The same composition the API's print file is drawn from: with the portfolio's photo.
    const front = composeCardFront({
      name: 'Asha Rao',
      designation: 'Founder',
      design: true,
      photo: true,
      logo: null,
    });
    const card = cards[0]!;
    const name = lineOf(card, 'name');
    expect(name).toHaveTextContent('Asha Rao');
    expect(Number(name.getAttribute('x'))).toBeCloseTo(front.name.x, 5);
    expect(Number(name.getAttribute('y'))).toBeCloseTo(front.name.baseline, 5);
    expect(Number(name.getAttribute('font-size'))).toBeCloseTo(13 * MM_PER_PT, 5);
    const designation = lineOf(card, 'designation');
    expect(Number(designation.getAttribute('y'))).toBeCloseTo(front.designation.baseline, 5);
    const photo = card.querySelector('circle + image')!;
    expect(new URL(photo.getAttribute('href')!, 'http://x').searchParams.get('key')).toBe(
      imageKey(1),
    );
    expect(Number(photo.getAttribute('x'))).toBeCloseTo(front.photo!.cx - front.photo!.radius, 5);
  });

  it('follows the details as they are edited, and drops the photo when None is chosen', async () => {
    renderReview();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Designation');
    await user.clear(field);
    await user.type(field, 'Chief Designer');
    const card = within(previews()).getAllByRole('img')[0]!;
    expect(lineOf(card, 'designation')).toHaveTextContent('Chief Designer');
    expect(card).toHaveAccessibleName(/Asha Rao, Chief Designer$/);

    const photoChoice = screen.getByRole('group', { name: 'Photo' });
    await user.click(within(photoChoice).getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(card.querySelector('circle + image')).toBeNull());
    // Without a photo the band holds only the text, as on the print file.
    expect(card.querySelectorAll('circle')).toHaveLength(0);
  });
});
