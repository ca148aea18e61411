/** A state or union territory as GST names it, with the two digits a GSTIN begins with. */
export interface GstState {
  code: string;
  name: string;
}

/**
 * Every state and union territory of the GST state code list, and 97 for the other territories
 * (the continental shelf, the exclusive economic zone). Two codes are retired and left out: 25
 * (Daman and Diu, merged into 26 on 26 January 2020) and 28 (Andhra Pradesh before Telangana was
 * carved out in 2014; Andhra Pradesh is 37 since).
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/**
 * A state's name reduced to its letters, lower case, without "and" and "islands": "Jammu &
 * Kashmir", "JAMMU AND KASHMIR" and the postal circle's "Jammukashmir" are one key.
 */
export function stateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && word !== 'and' && word !== 'islands' && word !== 'the')
    .join('');
}

/**
 * Other names an address may hold for a state: the bundled pincode dataset's older spellings
 * ("Pondicherry", "Chattisgarh"), the two halves of the merged union territory it still lists
 * apart, and names used before a state was renamed.
 */
const ALIASES: Record<string, string> = {
  pondicherry: '34',
  chattisgarh: '22',
  orissa: '21',
  uttaranchal: '05',
  dadranagarhaveli: '26',
  damandiu: '26',
  dnhdd: '26',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  newdelhi: '07',
  telengana: '36',
};

const BY_KEY = new Map<string, GstState>([
  ...GST_STATES.map((state) => [stateKey(state.name), state] as const),
  ...Object.entries(ALIASES).map(
    ([key, code]) => [key, GST_STATES.find((state) => state.code === code)!] as const,
  ),
]);

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/**
 * The GST state of a state's name as an address holds it (any case, "&" or "and", the pincode
 * dataset's spellings), or undefined when it names none.
 */
export function gstStateOf(name: string | null | undefined): GstState | undefined {
  return name ? BY_KEY.get(stateKey(name)) : undefined;
}

/** The GST state of a two-digit code ("29"), or undefined when the list has no such code. */
export function gstStateOfCode(code: string | null | undefined): GstState | undefined {
  return code ? BY_CODE.get(code) : undefined;
}
