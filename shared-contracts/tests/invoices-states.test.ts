import { describe, expect, it } from '@rstest/core';
import { GST_STATES, gstStateOf, gstStateOfCode, stateKey } from '../src/invoices/states.js';

/**
 * Every state an address can hold, as the bundled pincode dataset spells it (api/assets, after the
 * API's state-corrections.ts moves Telangana's and Ladakh's districts and fixes "Chattisgarh").
 * The API's invoice-states test checks the dataset itself against gstStateOf.
 */
const DATASET: [string, string][] = [
  ['Andaman & Nicobar', '35'],
  ['Andhra Pradesh', '37'],
  ['Arunachal Pradesh', '12'],
  ['Assam', '18'],
  ['Bihar', '10'],
  ['Chandigarh', '04'],
  ['Chattisgarh', '22'],
  ['Chhattisgarh', '22'],
  ['Dadra & Nagar Haveli', '26'],
  ['Daman & Diu', '26'],
  ['Delhi', '07'],
  ['Goa', '30'],
  ['Gujarat', '24'],
  ['Haryana', '06'],
  ['Himachal Pradesh', '02'],
  ['Jammu & Kashmir', '01'],
  ['Jharkhand', '20'],
  ['Karnataka', '29'],
  ['Kerala', '32'],
  ['Ladakh', '38'],
  ['Lakshadweep', '31'],
  ['Madhya Pradesh', '23'],
  ['Maharashtra', '27'],
  ['Manipur', '14'],
  ['Meghalaya', '17'],
  ['Mizoram', '15'],
  ['Nagaland', '13'],
  ['Odisha', '21'],
  ['Pondicherry', '34'],
  ['Punjab', '03'],
  ['Rajasthan', '08'],
  ['Sikkim', '11'],
  ['Tamil Nadu', '33'],
  ['Telangana', '36'],
  ['Tripura', '16'],
  ['Uttar Pradesh', '09'],
  ['Uttarakhand', '05'],
  ['West Bengal', '19'],
];

describe('GST_STATES', () => {
  it('lists the 28 states, the 8 union territories and Other Territory, once each', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(37);
    expect(new Set(GST_STATES.map((s) => stateKey(s.name))).size).toBe(37);
    expect(GST_STATES[0]).toEqual({ code: '01', name: 'Jammu and Kashmir' });
    expect(gstStateOfCode('38')).toEqual({ code: '38', name: 'Ladakh' });
    expect(gstStateOfCode('97')).toEqual({ code: '97', name: 'Other Territory' });
    expect(gstStateOfCode('29')?.name).toBe('Karnataka');
  });

  it('leaves out the retired codes 25 and 28, and codes that are no state', () => {
    for (const code of ['25', '28', '00', '39', '99', '', '9', '029']) {
      expect(gstStateOfCode(code)).toBeUndefined();
    }
  });

  it('finds every state by its own name', () => {
    for (const state of GST_STATES) expect(gstStateOf(state.name)).toBe(state);
  });
});

describe('gstStateOf, the names addresses hold', () => {
  it.each(DATASET)('%s is %s', (name, code) => {
    expect(gstStateOf(name)?.code).toBe(code);
  });

  it('ignores case, spacing and "&" against "and"', () => {
    expect(gstStateOf('JAMMU AND KASHMIR')?.code).toBe('01');
    expect(gstStateOf('jammu & kashmir')?.code).toBe('01');
    expect(gstStateOf('Jammukashmir')?.code).toBe('01');
    expect(gstStateOf('  tamil   nadu ')?.code).toBe('33');
    expect(gstStateOf('Tamilnadu')?.code).toBe('33');
    expect(gstStateOf('Andaman and Nicobar Islands')?.code).toBe('35');
    expect(gstStateOf('ANDAMAN & NICOBAR ISLANDS')?.code).toBe('35');
    expect(gstStateOf('Dadra and Nagar Haveli and Daman and Diu')?.code).toBe('26');
    expect(gstStateOf('Dadra & Nagar Haveli & Daman & Diu')?.code).toBe('26');
    expect(gstStateOf('Lakshadweep Islands')?.code).toBe('31');
  });

  it('knows the names states had before', () => {
    expect(gstStateOf('Orissa')?.code).toBe('21');
    expect(gstStateOf('Uttaranchal')?.code).toBe('05');
    expect(gstStateOf('NCT of Delhi')?.code).toBe('07');
    expect(gstStateOf('Puducherry')?.code).toBe('34');
  });

  it('names no state for an empty or unknown name', () => {
    for (const name of ['', undefined, null, 'Nowhere', 'Kashmir', 'India', 'Pradesh']) {
      expect(gstStateOf(name)).toBeUndefined();
    }
  });

  it('gives the canonical GST name, whatever the spelling asked', () => {
    expect(gstStateOf('Pondicherry')?.name).toBe('Puducherry');
    expect(gstStateOf('Daman & Diu')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(gstStateOf('Chattisgarh')?.name).toBe('Chhattisgarh');
  });
});
