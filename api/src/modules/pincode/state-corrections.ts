/**
 * Older postal datasets predate Telangana (2014) and Ladakh (2019) and file their districts under
 * Andhra Pradesh and Jammu & Kashmir. These districts (old and new spellings) belong elsewhere.
 */
const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

const TELANGANA_DISTRICTS = new Set(
  [
    'Adilabad',
    'Bhadradri Kothagudem',
    'Hanumakonda',
    'Hyderabad',
    'Jagtial',
    'Jangaon',
    'Jayashankar Bhupalpally',
    'Jogulamba Gadwal',
    'Kamareddy',
    'Karimnagar',
    'Karim Nagar',
    'Khammam',
    'Kumuram Bheem Asifabad',
    'Komaram Bheem Asifabad',
    'Mahabubabad',
    'Mahabubnagar',
    'Mahbubnagar',
    'Mahabub Nagar',
    'Mancherial',
    'Medak',
    'Medchal Malkajgiri',
    'Mulugu',
    'Nagarkurnool',
    'Nalgonda',
    'Narayanpet',
    'Nirmal',
    'Nizamabad',
    'Peddapalli',
    'Rajanna Sircilla',
    'Ranga Reddy',
    'Rangareddy',
    'K.V.Rangareddy',
    'K.V. Rangareddy',
    'Sangareddy',
    'Siddipet',
    'Suryapet',
    'Vikarabad',
    'Wanaparthy',
    'Warangal',
    'Warangal Urban',
    'Warangal Rural',
    'Yadadri Bhuvanagiri',
  ].map(key),
);

const LADAKH_DISTRICTS = new Set(['Leh', 'Leh Ladakh', 'Kargil'].map(key));

const STATE_SPELLINGS: Record<string, string> = {
  chattisgarh: 'Chhattisgarh',
};

export function correctState(district: string, state: string): string {
  const stateKey = key(state);
  if (stateKey === 'andhrapradesh' && TELANGANA_DISTRICTS.has(key(district))) return 'Telangana';
  if (stateKey === 'jammukashmir' && LADAKH_DISTRICTS.has(key(district))) return 'Ladakh';
  return STATE_SPELLINGS[stateKey] ?? state;
}
