import { describe, expect, it } from '@rstest/core';
import {
  cardOrdersTexts,
  cardsTexts,
  memberCsvErrors,
  organisationErrors,
  organisationToasts,
  policyTexts,
  setBy,
  teamsTexts,
  templateTexts,
} from 'shared-contracts';

/** The teams texts written as ICU messages say in English word for word what they said before. */
describe('the teams texts in English', () => {
  it('say each branch of a select and a plural as before', () => {
    expect(teamsTexts.yourRole('member')).toBe('You are a member');
    expect(teamsTexts.yourRole('owner')).toBe('You are the owner');
    expect(teamsTexts.yourRole('admin')).toBe('You are an admin');
    expect(teamsTexts.memberCount(1)).toBe('1 member');
    expect(teamsTexts.memberCount(3)).toBe('3 members');
    expect(teamsTexts.counts(1, 2)).toBe('1 person to invite, 2 rows with errors');
    expect(teamsTexts.counts(3, 1)).toBe('3 people to invite, 1 row with errors');
    expect(teamsTexts.invitePeople(1)).toBe('Invite 1 person');
    expect(teamsTexts.policyLinkHint(false)).toBe('Off: contacts go to the member alone');
    expect(teamsTexts.invitedByFormer).toBe('Invited by a former member');
    expect(teamsTexts.invitedYouNoBy('Acme')).toBe('You are invited to join Acme');
    expect(organisationToasts.invited(1)).toBe('Invitation sent');
    expect(organisationToasts.invited(2)).toBe('2 invitations sent');
    expect(organisationToasts.cardSwitched(true)).toBe('Card switched on');
    expect(organisationToasts.cardSwitched(false)).toBe('Card switched off');
    expect(organisationToasts.contactPolicySaved(false)).toBe(
      "Contacts sent to members' cards now go to the member alone",
    );
    expect(organisationErrors.lockedField('Acme')).toBe(
      "Acme sets this on its members' cards: ask its admins to change it",
    );
    expect(memberCsvErrors.missingColumns('name, email')).toBe(
      'The header row needs the columns name, email',
    );
    expect(setBy('Acme')).toBe('Set by Acme');
    expect(templateTexts.meaning('off', 'Acme')).toBe('Each member’s own');
    expect(templateTexts.meaning('locked', 'Acme')).toBe(
      'Always the organisation’s; members see “Set by Acme”',
    );
    expect(templateTexts.colourMeaning('off', 'Acme')).toBe('Cards keep Tapfolio’s colours');
    expect(templateTexts.colourMeaning('locked', 'Acme')).toBe('Every card in Acme’s colour');
    expect(cardsTexts.switchOffTextNoHolder).toBe(
      'Its link stops opening any card until you switch it on again.',
    );
    expect(cardsTexts.moveConfirmNoHolder('K7', 'Meera')).toBe(
      'Card K7 opens Meera’s card from now on.',
    );
    expect(cardOrdersTexts.chosen(2)).toBe('2 members chosen');
    expect(cardOrdersTexts.orderCards(1)).toBe('1 card');
    expect(policyTexts.consentIntro(true)).toBe(
      'The “Share your details” form on every member’s card asks visitors to agree to this:',
    );
  });
});
