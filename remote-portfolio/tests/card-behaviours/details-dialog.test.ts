import { describe, expect, it } from '@rstest/core';
import {
  detailsBody,
  detailsLayerOf,
  LAYER_CLOSED_HASH,
  refusedFields,
} from '../../src/features/card-behaviours/details-dialog';

describe('"Share your details": its layers', () => {
  it('opens the form or one of the no-script answers as the URL target, and nothing else', () => {
    expect(detailsLayerOf('#share-details')).toBe('share-details');
    expect(detailsLayerOf('#details-sent')).toBe('details-sent');
    expect(detailsLayerOf('#details-invalid')).toBe('details-invalid');
    expect(detailsLayerOf('#share')).toBeUndefined();
    expect(detailsLayerOf('')).toBeUndefined();
    expect(LAYER_CLOSED_HASH).toBe('#card-actions');
  });
});

describe('"Share your details": what is sent', () => {
  const form =
    (values: Record<string, string>) =>
    (field: string): string | undefined =>
      values[field];

  it('sends the name as typed, consent as a boolean, and each filled optional field trimmed', () => {
    // `website` is the honeypot: what a robot typed goes along, for the API to drop.
    const body = detailsBody(
      form({
        name: ' Ravi ',
        phoneNumber: ' 98765 43210 ',
        email: 'ravi@example.com',
        company: '',
        note: '   ',
        website: 'https://spam.example',
        somethingElse: 'not a field of the API',
      }),
      true,
    );
    expect(body).toEqual({
      name: ' Ravi ',
      consent: true,
      phoneNumber: '98765 43210',
      email: 'ravi@example.com',
      website: 'https://spam.example',
    });
  });

  it('sends an empty name and no optional field for a form without them', () => {
    expect(detailsBody(form({}), false)).toEqual({ name: '', consent: false });
  });
});

describe('"Share your details": the API\'s answer', () => {
  it("shows a 400's message by each field it names", () => {
    const envelope = { success: false, message: 'Invalid', fields: { name: 'Required', email: 7 } };
    expect(refusedFields(400, envelope)).toEqual({ name: 'Required', email: 7 });
  });

  it('names no field for any other refusal, or an envelope without fields', () => {
    expect(refusedFields(429, { fields: { name: 'x' } })).toEqual({});
    expect(refusedFields(500, null)).toEqual({});
    expect(refusedFields(400, { message: 'Bad' })).toEqual({});
    expect(refusedFields(400, { fields: 'name' })).toEqual({});
    expect(refusedFields(400, 'not json')).toEqual({});
    expect(refusedFields(400, null)).toEqual({});
  });
});
