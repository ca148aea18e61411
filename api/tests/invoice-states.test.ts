import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { GST_STATES, gstStateOf } from 'shared-contracts';
import {
  DATASET_FILE,
  loadPincodeDataset,
  type PincodeDataset,
} from '../src/modules/pincode/dataset.js';
import { correctState } from '../src/modules/pincode/state-corrections.js';

/**
 * An address's state is the pincode look-up's (the server looks it up again on save), so every
 * state the bundled dataset can give must have a GST state code: a place of supply to tax in.
 */
describe('the GST state of every state the pincode dataset gives', () => {
  let states: Set<string>;
  let dataset: PincodeDataset;
  beforeAll(async () => {
    dataset = await loadPincodeDataset();
    const text = (await promisify(gunzip)(await readFile(DATASET_FILE))).toString('utf8');
    states = new Set();
    for (const line of text.split('\n').slice(1)) {
      if (!line) continue;
      const [, , , district = '', , , state = ''] = line.split('\t');
      states.add(correctState(district, state));
    }
  });

  it('is found for each spelling, and every state and union territory is reached', () => {
    const unknown = [...states].filter((state) => !gstStateOf(state));
    expect(unknown).toEqual([]);
    const reached = new Set([...states].map((state) => gstStateOf(state)!.code));
    // All but 97 (Other Territory), which has no pincodes.
    expect([...reached].sort()).toEqual(
      GST_STATES.map((s) => s.code)
        .filter((code) => code !== '97')
        .sort(),
    );
  });

  it.each([
    ['560025', '29', 'Karnataka'],
    ['500001', '36', 'Telangana'],
    ['194101', '38', 'Ladakh'],
    ['190001', '01', 'Jammu and Kashmir'],
    ['396210', '26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['396193', '26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['605001', '34', 'Puducherry'],
    ['744101', '35', 'Andaman and Nicobar Islands'],
    ['492001', '22', 'Chhattisgarh'],
    ['110001', '07', 'Delhi'],
  ])('pincode %s is in state %s, %s', (pincode, code, name) => {
    const [office] = dataset.lookup(pincode);
    expect(gstStateOf(office?.State)).toEqual({ code, name });
  });
});
