import { describe, expect, it } from '@rstest/core';
import { invoiceErrors, organisationErrors, organisationSchema } from '../src/index.js';
import { validationMessages } from '../src/auth/messages.js';
import { portfolioValidation } from '../src/portfolio/messages.js';

const errorsOf = (body: unknown) => {
  try {
    organisationSchema.validateSync(body, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('an organisation', () => {
  it('keeps its details as its cards and invoices use them', () => {
    expect(
      organisationSchema.validateSync({
        name: '  Acme Designs  ',
        website: 'acme.example',
        brandColour: '#4F46E5',
        gstin: '29aabct3518q 1zs',
      }),
    ).toEqual({
      name: 'Acme Designs',
      logo: null,
      website: 'https://acme.example',
      brandColour: '#4f46e5',
      gstin: '29AABCT3518Q1ZS',
      officeAddress: null,
    });
    expect(organisationSchema.validateSync({ name: 'Acme' })).toMatchObject({
      logo: null,
      brandColour: '',
      gstin: '',
      officeAddress: null,
    });
    expect(
      organisationSchema.validateSync({
        name: 'Acme',
        officeAddress: { buildingName: ' 12, MG Road ', area: 'Indiranagar', pincode: '560038' },
      }).officeAddress,
    ).toEqual({
      buildingName: '12, MG Road',
      area: 'Indiranagar',
      landmark: '',
      pincode: '560038',
      district: '',
      state: '',
    });
  });

  it('refuses what it cannot keep, with the reason', () => {
    expect(errorsOf({})).toEqual([organisationErrors.nameRequired]);
    expect(errorsOf({ name: 'x'.repeat(121) })).toEqual([organisationErrors.nameTooLong]);
    expect(errorsOf({ name: 'Acme', brandColour: 'indigo' })).toEqual([
      organisationErrors.brandColourInvalid,
    ]);
    expect(errorsOf({ name: 'Acme', brandColour: ['#4f46e5'] })).toEqual([
      organisationErrors.brandColourInvalid,
    ]);
    expect(errorsOf({ name: 'Acme', gstin: '29AABCT3518Q1ZA' })).toEqual([
      invoiceErrors.gstin.checkCharacter,
    ]);
    expect(errorsOf({ name: 'Acme', website: 'ftp://acme' })).toEqual([
      portfolioValidation.invalidUrl,
    ]);
    expect(errorsOf({ name: 'Acme', owner: 'me' })).toEqual(['Unknown field(s): owner']);
    expect(errorsOf({ name: 'Acme', officeAddress: { pincode: '12' } })).toEqual([
      validationMessages.buildingNameRequired,
      validationMessages.areaRequired,
      validationMessages.pincodeInvalid,
    ]);
  });
});
