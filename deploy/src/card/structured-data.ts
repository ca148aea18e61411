import { filePath, type PortfolioResult } from 'shared-contracts';

/**
 * schema.org Person for search engines (JSON-LD), from what the card shows publicly. Only fields
 * with a value are written; links keep only http(s).
 */
export function personJsonLd(result: PortfolioResult, pageUrl: string, origin: string) {
  const { personalInfo: p, workInfo: w, addressInfo: a, socialMedia } = result.portfolio;
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const web = (value: string | null | undefined) =>
    value && /^https?:\/\//i.test(value.trim()) ? value.trim() : undefined;
  const image = p.profilePicture ? `${origin}${filePath(p.profilePicture.key)}` : undefined;
  const sameAs = [
    web(w.primaryWebsite),
    web(w.secondaryWebsite),
    ...socialMedia.map((link) => web(link.link)),
  ].filter((link): link is string => Boolean(link));
  const locality = text(a.district);
  const region = text(a.state);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: text(p.name),
    url: pageUrl,
    image,
    jobTitle: text(w.designation),
    worksFor: text(w.companyName) && { '@type': 'Organization', name: text(w.companyName) },
    email: text(p.email) && `mailto:${text(p.email)}`,
    telephone: text(p.phoneNumber),
    address: (locality || region) && {
      '@type': 'PostalAddress',
      addressLocality: locality,
      addressRegion: region,
      postalCode: text(a.pincode),
      addressCountry: 'IN',
    },
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return JSON.stringify(person);
}

/** JSON inside <script>: `<` is escaped so no value can close the element or open a comment. */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
