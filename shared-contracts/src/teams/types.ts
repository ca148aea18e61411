import type { NfcCardStatus } from '../orders/nfc-cards.js';
import type { Order } from '../orders/types.js';
import type { OrganisationForm } from './schemas.js';
import type { CardTemplate } from './template.js';
import type { InsightPeriod } from '../portfolio/insights.js';
import type { Lead } from '../portfolio/leads.js';

/** What a person may do in their organisation: owners and admins run it, members use it. */
export type OrganisationRole = 'owner' | 'admin' | 'member';

/** GET /organisation: the person's organisation, as they may see it. */
export interface Organisation extends OrganisationForm {
  _id: string;
  /** The role of the person asking. */
  role: OrganisationRole;
  memberCount: number;
  /** What the organisation puts on its members' cards. */
  template: CardTemplate;
  /** Contacts sent to members' cards come to the organisation's inbox too (and visitors are told). */
  shareContacts: boolean;
  createdAt: string;
}

/** One person of GET /organisation/members. */
export interface OrganisationMember {
  userId: string;
  name: string;
  email: string;
  /** Their card's designation ('' without one): what a bulk order prints unless changed. */
  designation: string;
  role: OrganisationRole;
  joinedAt: string;
}

/** One of GET /organisation/invitations: sent, not yet accepted, withdrawn or expired. */
export interface OrganisationInvitation {
  _id: string;
  name: string;
  email: string;
  designation: string;
  phone: string;
  /** Who sent it, by name. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** POST /organisation/invitations: how many were sent, and who was left out and why. */
export interface InvitationsSent {
  sent: number;
  /** People already in the organisation: not invited again. */
  alreadyMembers: string[];
}

/** POST /invitations/open: what the link invites to, for the join screen. */
export interface InvitationPreview {
  organisation: { name: string; logo: Organisation['logo']; brandColour: string };
  invitedBy: string;
  /** The address it was sent to: the account that accepts it must have it. */
  email: string;
  name: string;
  expiresAt: string;
}

/** One member's card over the period; no visitor is ever named. */
export interface MemberCardCounts {
  userId: string;
  name: string;
  views: number;
  /** Opened by tapping an NFC card. */
  taps: number;
  /** Contacts saved from the card (its vCard). */
  saves: number;
}

/** A page of a list of the organisation's: which one, of how many items in all. */
export interface OrganisationPage {
  page: number;
  pageSize: number;
  total: number;
}

/** GET /organisation/members?q=&page=: owners first, then admins, then members, each by name. */
export interface MembersPage extends OrganisationPage {
  members: OrganisationMember[];
}

/** GET /organisation/insights?days=7|30|90&page=. */
export interface TeamInsights extends OrganisationPage {
  days: InsightPeriod;
  /** Every member's card added up. */
  totals: Omit<MemberCardCounts, 'userId' | 'name'>;
  /** A page of members, the most viewed first. */
  members: MemberCardCounts[];
}

/** One contact of the organisation's shared inbox. */
export interface OrganisationLead extends Lead {
  /** Whose card it was sent to (kept when they leave). */
  memberName: string;
}

/** One card of GET /organisation/cards: a member's, whoever paid for it. */
export interface OrganisationCard {
  code: string;
  status: NfcCardStatus;
  /** The design it was printed as. */
  productName: string | null;
  /** Whose card its chip opens; null once that account is gone. */
  holder: { userId: string; name: string; email: string } | null;
  /** The organisation paid for it (a bulk order): its admins may switch it off or move it. */
  paidByOrganisation: boolean;
  orderCode: string | null;
  createdAt: string;
}

/** GET /organisation/cards?page=: the members' cards, newest first. */
export interface OrganisationCardsPage extends OrganisationPage {
  cards: OrganisationCard[];
}

/** GET /organisation/orders?page=: the organisation's bulk orders, newest first. */
export interface OrganisationOrdersPage extends OrganisationPage {
  orders: Order[];
}
