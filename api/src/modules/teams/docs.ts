import { organisationSchema } from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  FILE_REF,
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';

const ROLE = oneOfValues(['owner', 'admin', 'member']);

/** `Organisation`. */
const ORGANISATION = objectOf({
  _id: STRING,
  name: STRING,
  logo: nullable(FILE_REF),
  website: STRING,
  brandColour: { type: 'string', description: '#rrggbb, or empty' },
  gstin: { type: 'string', description: 'Its invoices are made out to it; may be empty' },
  officeAddress: nullable(
    objectOf({
      buildingName: STRING,
      area: STRING,
      landmark: STRING,
      pincode: STRING,
      district: STRING,
      state: STRING,
    }),
  ),
  role: ROLE,
  memberCount: INTEGER,
  createdAt: INSTANT,
});
/** `OrganisationMember`. */
const MEMBER = objectOf({ name: STRING, email: STRING, role: ROLE, joinedAt: INSTANT });

export const TEAMS_DOCS = {
  mine: documented({
    operationId: 'getOrganisation',
    summary: "The person's organisation and their role in it",
    tags: ['teams'],
    auth: 'user',
    responses: { 200: envelope('The organisation', ORGANISATION), 404: 'In no organisation' },
  }),
  create: documented({
    operationId: 'createOrganisation',
    summary: 'Create an organisation, with the person as its owner',
    description:
      'Needs a verified e-mail address; a person is in one organisation at a time. The ' +
      "office's district and state come from its pincode.",
    tags: ['teams'],
    auth: 'user',
    body: organisationSchema,
    responses: {
      201: envelope('Created', ORGANISATION),
      400: 'Not valid, or the logo is not an upload of the person',
      403: 'The e-mail address is not verified',
      409: 'In an organisation already',
    },
  }),
  update: documented({
    operationId: 'updateOrganisation',
    summary: "Change the organisation's details",
    tags: ['teams'],
    auth: 'user',
    body: organisationSchema,
    responses: {
      200: envelope('Saved', ORGANISATION),
      403: 'A member, not an owner or admin',
      404: 'In no organisation',
    },
  }),
  members: documented({
    operationId: 'listOrganisationMembers',
    summary: 'Who is in the organisation',
    description: 'Owners first, then admins, then members, each by name.',
    tags: ['teams'],
    auth: 'user',
    responses: {
      200: envelope('The members', arrayOf(MEMBER)),
      403: 'A member, not an owner or admin',
      404: 'In no organisation',
    },
  }),
};
