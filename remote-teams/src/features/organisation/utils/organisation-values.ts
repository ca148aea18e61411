import { fileRef } from 'web-kit';
import {
  organisationSchema,
  type FileRef,
  type Organisation,
  type OrganisationForm,
} from 'shared-contracts';
import { validateWith } from '../../../shared/validate-with';

/**
 * The details form's working copy, text as typed. The office address's fields sit at the top, as
 * web-kit's AddressFields (the app's one address form) expects them.
 */
export interface OrganisationValues {
  name: string;
  logo: FileRef | null;
  website: string;
  brandColour: string;
  gstin: string;
  buildingName: string;
  area: string;
  landmark: string;
  pincode: string;
  district: string;
  state: string;
}

const OFFICE_TYPED = ['buildingName', 'area', 'landmark', 'pincode'] as const;

export function organisationValuesOf(organisation?: Organisation): OrganisationValues {
  const office = organisation?.officeAddress;
  return {
    name: organisation?.name ?? '',
    logo: fileRef(organisation?.logo),
    website: organisation?.website ?? '',
    // As typed elsewhere: #4F46E5, which the schema keeps in lower case.
    brandColour: organisation?.brandColour.toUpperCase() ?? '',
    gstin: organisation?.gstin ?? '',
    buildingName: office?.buildingName ?? '',
    area: office?.area ?? '',
    landmark: office?.landmark ?? '',
    pincode: office?.pincode ?? '',
    district: office?.district ?? '',
    state: office?.state ?? '',
  };
}

/** What POST or PATCH /organisation is sent: no office address until one of its fields is typed. */
export function organisationRequestOf(values: OrganisationValues): OrganisationForm {
  const { buildingName, area, landmark, pincode, district, state, ...details } = values;
  const typed = OFFICE_TYPED.some((field) => values[field].trim() !== '');
  return {
    ...details,
    officeAddress: typed ? { buildingName, area, landmark, pincode, district, state } : null,
  };
}

/** The office address's request paths (`officeAddress.pincode`) name the form's own fields. */
export const organisationFormPath = (path: string) => path.replace(/^officeAddress\./, '');

export const validateOrganisation = validateWith(
  organisationSchema,
  organisationRequestOf,
  organisationFormPath,
);

/** The body as the API keeps it: trimmed, https:// before a bare website, the colour in lower case. */
export const organisationBodyOf = (values: OrganisationValues): OrganisationForm =>
  organisationSchema.cast(organisationRequestOf(values));
