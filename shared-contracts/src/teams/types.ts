import type { OrganisationForm } from './schemas.js';

/** What a person may do in their organisation: owners and admins run it, members use it. */
export type OrganisationRole = 'owner' | 'admin' | 'member';

/** GET /organisation: the person's organisation, as they may see it. */
export interface Organisation extends OrganisationForm {
  _id: string;
  /** The role of the person asking. */
  role: OrganisationRole;
  memberCount: number;
  createdAt: string;
}

/** One person of GET /organisation/members. */
export interface OrganisationMember {
  name: string;
  email: string;
  role: OrganisationRole;
  joinedAt: string;
}
