import type { NfcCardStatus } from 'shared-contracts';

/** What the members' cards screen says; the API's refusals and toasts are shared-contracts'. */
export const cardsTexts = {
  heading: 'Members’ cards',
  intro:
    'Every NFC card that opens a member’s card, newest first. Cards the organisation paid for can be switched off, or moved to another member.',
  loading: 'Loading the cards',
  failed: "The cards didn't load.",
  empty: 'No member has an NFC card yet.',
  orderCards: 'Order cards',
  list: 'Cards',
  pages: 'Pages of cards',
  noDesign: 'Card',
  noHolder: 'No one: its holder left the organisation',
  paidByOrganisation: 'Paid by the organisation',
  order: (code: string) => `Order ${code}`,
  switchOff: 'Switch off',
  switchOn: 'Switch on',
  switchOffOf: (code: string) => `Switch off card ${code}`,
  switchOnOf: (code: string) => `Switch on card ${code}`,
  switchOffTitle: 'Switch this card off?',
  switchOffText: (name: string | null) =>
    name
      ? `Its link stops opening ${name}’s card until you switch it on again.`
      : 'Its link stops opening any card until you switch it on again.',
  switching: 'Switching...',
  moving: 'Moving...',
  switchFailed: 'The card was not changed. Please try again.',
  // Its name says the rest (moveOf): the words on show begin it, as speech recognition needs.
  move: 'Move',
  moveOf: (code: string) => `Move card ${code} to another member`,
  moveTitle: 'Move the card to',
  moveConfirmTitle: (name: string) => `Move the card to ${name}?`,
  moveConfirm: (code: string, from: string | null, to: string) =>
    from
      ? `Card ${code} opens ${to}’s card from now on, instead of ${from}’s.`
      : `Card ${code} opens ${to}’s card from now on.`,
  moveYes: (name: string) => `Move to ${name}`,
  moveFailed: 'The card was not moved. Please try again.',
  searchMembers: 'Search by name or e-mail',
  search: 'Search',
  membersLoading: 'Loading the members',
  membersFailed: "The members didn't load.",
  noMembersFound: 'No other member matches.',
  moreMembers: (shown: number, total: number) =>
    `Showing ${shown} of ${total}: search to find the others.`,
  pickMembers: 'Members',
  back: 'Back',
  cancel: 'Cancel',
} as const;

export const CARD_STATUS_LABELS: Readonly<Record<NfcCardStatus, string>> = {
  active: 'Active',
  inactive: 'Switched off',
  lost: 'Marked lost',
};
