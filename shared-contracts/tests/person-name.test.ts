import { describe, expect, it } from '@rstest/core';
import type { Schema } from 'yup';
import { addressBookEntrySchema, addressSchema } from '../src/account/address-schemas.js';
import { profileUpdateSchema } from '../src/account/schemas.js';
import { changeUsernameSchema, signupSchema } from '../src/auth/schemas.js';
import { isPersonName, nameCharactersOnly } from '../src/common/person-name.js';
import { nfcDetailsSchema, orderAddressSchema } from '../src/orders/schemas.js';
import { personalInfoSchema } from '../src/portfolio/section-schemas.js';

/** Every place a person types a name, each validated by its own schema's name field. */
const nameFields: Array<[string, Schema]> = [
  ['register', signupSchema.fields.name as Schema],
  ["the card's personal info", personalInfoSchema.fields.name as Schema],
  ["the account's name sheet", changeUsernameSchema.fields.name as Schema],
  ['the profile update', profileUpdateSchema.fields.name as Schema],
  ['the shipping address form', addressSchema.fields.name as Schema],
  ['the address book', addressBookEntrySchema.fields.name as Schema],
  ['the order address', orderAddressSchema.fields.name as Schema],
  ['the printed card', nfcDetailsSchema.fields.customerName as Schema],
];

const outcome = async (schema: Schema, value: string) => {
  try {
    return { value: (await schema.validate(value)) as string };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('nameCharactersOnly: the typing filter of every name field', () => {
  it("keeps a name's letters, spaces, dots, apostrophes and hyphens as typed", () => {
    expect(nameCharactersOnly("Priya S. D'Souza-Sharma")).toBe("Priya S. D'Souza-Sharma");
  });

  it('keeps letters of any script with their combining marks and joiners', () => {
    expect(nameCharactersOnly('प्रिया शर्मा')).toBe('प्रिया शर्मा');
    expect(nameCharactersOnly('Ra\u0304hul Zoë Ñúñez')).toBe('Ra\u0304hul Zoë Ñúñez');
    expect(nameCharactersOnly('முருகன் Ольга')).toBe('முருகன் Ольга');
    expect(nameCharactersOnly('അന്\u200Dവര്\u200D')).toBe('അന്\u200Dവര്\u200D');
  });

  it('drops digits of any script, other punctuation, symbols, emoji and other whitespace', () => {
    expect(nameCharactersOnly('Rahul 123 Sharma!')).toBe('Rahul  Sharma');
    expect(nameCharactersOnly('राहुल १२३')).toBe('राहुल ');
    expect(nameCharactersOnly('Rahul\tSharma😀 & Co, (HR)_@')).toBe('RahulSharma  Co HR');
  });

  it("turns a phone's curly apostrophe and typographic hyphen into the plain ones", () => {
    expect(nameCharactersOnly('D’Souza‐Sharma')).toBe("D'Souza-Sharma");
  });
});

describe('isPersonName', () => {
  it.each(["Priya S. D'Souza-Sharma", 'प्रिया शर्मा', 'Zoë', 'O.J'])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['', '- . -', "'''", 'Rahul2', 'Rahul_S', 'Rahul\tS'])('refuses %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe.each(nameFields)('the name rule of %s', (_, schema) => {
  it.each(["Priya S. D'Souza-Sharma", 'प्रिया शर्मा'])('saves %j as typed', async (name) => {
    expect(await outcome(schema, name)).toEqual({ value: name });
  });

  it("stores a phone's curly apostrophe as the plain one", async () => {
    expect(await outcome(schema, 'Priya D’Souza')).toEqual({ value: "Priya D'Souza" });
  });

  it.each(['Priya 2', 'Priya_S', 'Priya & Co', '- . -'])('refuses %j', async (name) => {
    expect(await outcome(schema, name)).toEqual({ error: 'Please enter a valid name' });
  });
});
