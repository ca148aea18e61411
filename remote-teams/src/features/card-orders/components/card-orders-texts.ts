/** What the Order cards screen says; the API's refusals and toasts are shared-contracts'. */
export const cardOrdersTexts = {
  heading: 'Order cards',
  intro:
    'One NFC card for each member you choose, each printed with their own name and designation, and one payment for all of them.',
  loading: 'Loading',
  // The design
  design: 'Design',
  designsLoading: 'Loading the designs',
  designsFailed: "The designs didn't load.",
  noDesigns: 'No design is on sale right now.',
  perCard: (price: string) => `${price} a card`,
  // The members
  members: 'Members',
  membersLoading: 'Loading the members',
  membersFailed: "The members didn't load.",
  searchMembers: 'Search by name or e-mail',
  search: 'Search',
  clearSearch: 'Clear search',
  noMembersFound: (q: string) => `No member's name or e-mail has “${q}” in it.`,
  membersPages: 'Pages of members',
  selectAll: 'Select all on this page',
  chosen: (n: number) => (n === 1 ? '1 member chosen' : `${n} members chosen`),
  // The cards
  cards: 'On the cards',
  cardsHint: 'Check each name and designation: they are printed as typed.',
  noCards: 'Choose members above: each gets a card.',
  nameOnCard: 'Name on the card',
  designation: 'Designation',
  printPhoto: 'Print their photo',
  printPhotoHint: 'The photo on their Tapfolio card',
  leaveOut: 'Leave out',
  leaveOutOf: (name: string) => `Leave out ${name}`,
  // Delivery
  delivery: 'Delivery address',
  deliveryHint: 'Every card is sent here in one parcel.',
  // The summary
  summary: 'Summary',
  summaryEmpty: 'Choose a design and members to see the total.',
  cardCount: 'Cards',
  cardsTimesPrice: (cards: number, price: string) => `${cards} × ${price}`,
  total: 'Total',
  taxInvoice: (organisation: string, gstin: string) =>
    `Tax invoice in ${organisation}’s name (GSTIN ${gstin})`,
  pay: (total: string) => `Pay ${total}`,
  payNoTotal: 'Pay',
  paying: 'Starting the payment...',
  orderFailed: 'The order was not placed. Please try again.',
  noPaymentLink:
    'The order was made, but its payment did not start. Pay it from the orders below in a minute.',
  // The orders so far
  orders: 'Your card orders',
  ordersLoading: 'Loading the orders',
  ordersFailed: "The orders didn't load.",
  noOrders: 'No card orders yet.',
  ordersPages: 'Pages of orders',
  orderCards: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
  payOrder: 'Pay',
  payOrderOf: (code: string) => `Pay order ${code}`,
} as const;
