import { invitationSchema, type InvitationForm } from 'shared-contracts';
import { validateWith } from '../../../shared/validate-with';

/** One person to invite, as typed: the phone holds its 10 national digits, "+91" shown beside. */
export type InvitationValues = Record<keyof InvitationForm, string>;

export const blankInvitation: InvitationValues = {
  name: '',
  email: '',
  designation: '',
  phone: '',
};

export const validateInvitation = validateWith(
  invitationSchema,
  (values: InvitationValues) => values,
);

/** Trimmed, the e-mail in lower case and the phone as +91..., as the API keeps them. */
export const invitationBodyOf = (values: InvitationValues): InvitationForm =>
  invitationSchema.cast(values);
