/** What the team's insights screen says beside the personal insights' words it shares. */
export const teamInsightsTexts = {
  heading: 'Insights',
  period: 'Period',
  totals: 'All cards',
  members: 'Members, most viewed first',
  member: 'Member',
  saves: 'Saves',
  taps: 'NFC taps',
  views: 'Views',
  noViews: (days: number) => `No member’s card was viewed in the last ${days} days.`,
  loading: 'Loading the insights',
  failed: "The insights didn't load.",
  pages: 'Pages of members',
  privacy:
    'Counted on each card without cookies or stored IP addresses; no visitor is named, and members’ own visits and bots are left out.',
} as const;
