// People with cards, made through the API, for the benchmarks that open the public card page.
import { onboardedPerson } from './gateway.js';

/**
 * What an owner writes in scripts of their own (issue 30): a Tamil name and a Hindi About, shown
 * as written whatever the visitor's language.
 */
export const SCRIPTS_CARD = {
  name: 'மீனாட்சி சுந்தரம்',
  about: {
    heading: '',
    description: 'मैं बेंगलुरु के छोटे व्यवसायों के लिए ब्रांड और जगहें डिज़ाइन करती हूँ।',
  },
};

/**
 * A person with a full card: picture, work, about and links. `name` and `about` change what the
 * owner wrote (a Tamil name, a Hindi About), the rest stays.
 */
export async function fullCard(
  base,
  {
    name = 'Meera Iyer',
    about = {
      heading: 'About Me',
      description: 'I design brands and spaces for small businesses across Bengaluru.',
    },
  } = {},
) {
  const person = await onboardedPerson(base, name);
  const auth = { authorization: `Bearer ${person.token}` };
  const photo = await fetch(`${base}/placeholder-image.jpg`).then((r) => r.arrayBuffer());
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'meera.jpg');
  const upload = await fetch(`${base}/api/v1/portfolio/upload`, {
    method: 'POST',
    headers: auth,
    body: form,
  }).then((r) => r.json());
  const own = await fetch(`${base}/api/v1/portfolio`, { headers: auth }).then((r) => r.json());
  const personalInfo = {
    ...own.result.portfolio.personalInfo,
    profilePicture: { key: upload.result.key, name: upload.result.name },
  };
  const saved = await fetch(`${base}/api/v1/portfolio`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalInfo,
      workInfo: {
        companyName: 'Iyer Design Studio',
        designation: 'Founder & Principal Designer',
        workEmail: 'meera@iyer.studio',
        primaryWebsite: 'https://iyer.studio',
        secondaryWebsite: '',
        companyLogo: null,
      },
      about,
      socialMedia: [
        { source: 'linkedin', link: 'https://linkedin.com/in/meera' },
        { source: 'instagram', link: 'https://instagram.com/meera.designs' },
      ],
      // Listed in search engines: a card is noindex until its owner asks, and Lighthouse's SEO
      // category judges the card a person chose to publish.
      searchable: true,
    }),
  }).then((r) => r.json());
  if (!saved.success) throw new Error(`could not fill the card: ${saved.message}`);
  return { ...person, portfolio: saved.result.portfolio };
}
