/** What the organisation's inbox says (its chunk's own: only this screen says it). */
export const inboxTexts = {
  heading: 'Inbox',
  intro: 'Contacts visitors sent from your members’ cards, newest first.',
  loading: 'Loading the inbox',
  failed: "The inbox didn't load.",
  contacts: 'Contacts',
  exportCsv: 'Export CSV',
  exporting: 'Preparing...',
  exportFailed: 'The CSV was not downloaded. Please try again.',
  cardOf: (member: string) => `Card of ${member}`,
  empty: 'No contacts yet.',
  emptyOn:
    'The contact policy is on: when a visitor shares their details on a member’s card, they land here too.',
  emptyOff:
    'The contact policy is off: contacts go to the members alone. Turn it on to receive them here.',
  policy: 'Contact policy',
} as const;
