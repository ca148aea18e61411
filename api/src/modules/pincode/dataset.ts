import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { COUNTRY_NAME, type PostOffice } from 'shared-contracts';
import { correctState } from './state-corrections.js';

/** The bundled dataset, built by scripts/build-pincodes.js. */
export const DATASET_FILE = fileURLToPath(
  new URL('../../../assets/pincodes.tsv.gz', import.meta.url),
);

export interface PincodeDataset {
  lookup(pincode: string): PostOffice[];
  readonly size: number;
}

function toPostOffice(line: string): PostOffice {
  const [
    pincode = '',
    name = '',
    circle = '',
    district = '',
    division = '',
    region = '',
    state = '',
  ] = line.split('\t');
  return {
    Name: name,
    Description: null,
    BranchType: null,
    DeliveryStatus: null,
    Circle: correctState(district, circle),
    District: district,
    Division: division,
    Region: region,
    Block: null,
    State: correctState(district, state),
    Country: COUNTRY_NAME,
    Pincode: pincode,
  };
}

/**
 * Keeps the file's lines grouped by pincode and turns only the asked-for ones into objects: about
 * 12 MB of strings instead of 150,000 objects.
 */
export async function loadPincodeDataset(file = DATASET_FILE): Promise<PincodeDataset> {
  const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
  const byPincode = new Map<string, string[]>();
  for (const line of text.split('\n').slice(1)) {
    if (!line) continue;
    const pincode = line.slice(0, 6);
    const group = byPincode.get(pincode);
    if (group) group.push(line);
    else byPincode.set(pincode, [line]);
  }
  return {
    size: byPincode.size,
    lookup: (pincode) => (byPincode.get(pincode) ?? []).map(toPostOffice),
  };
}
