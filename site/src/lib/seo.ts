// A lawyer's public page: its title and description in the page's language, and schema.org data
// (Attorney is a LegalService / LocalBusiness). Server-side only (./i18n/server.ts).
import { BRAND } from './brand.ts';
import type { Lawyer } from './api/types.ts';
import type { MessageKey, Vars } from './i18n/index.ts';
import { tFor } from './i18n/server.ts';
import { langFromPath, localePath } from './i18n/locale.ts';
import { lawyerLanguages, lawyerRegions, lawyerSpecialties, lawyerSpecialty } from './i18n/names.ts';

type Tr = (key: MessageKey, vars?: Vars) => string;

/** The profile's <title> in the page's language (`t` of that language: tFor(lang) on the server). */
export function lawyerTitle(l: Lawyer, t: Tr = tFor('en')): string {
  const ko = l.nameKorean !== 'N/A' ? ` (${l.nameKorean})` : '';
  return t('meta.lawyer.title', { name: `${l.nameEnglish}${ko}`, specialty: lawyerSpecialty(t, l), region: lawyerRegions(t, l)[0] ?? l.region });
}

/** The profile's meta description in the page's language. */
export function lawyerDescription(l: Lawyer, t: Tr = tFor('en')): string {
  const languages = lawyerLanguages(t, l);
  const base = t('meta.lawyer.description', {
    name: l.nameEnglish,
    year: l.barAssociationYear,
    region: lawyerRegions(t, l)[0] ?? l.region,
    areas: (lawyerSpecialties(t, l).slice(0, 4).join(', ') || lawyerSpecialty(t, l)),
    languages: languages.length ? t('meta.lawyer.languages', { languages: languages.join(', ') }) : '',
  });
  return base.length > 300 ? `${base.slice(0, 297)}...` : base;
}

/**
 * The profile's schema.org data, in the page's language like its visible text (`t` of that
 * language): specialties, regions and languages by their translated names, the offers' names too.
 */
export function lawyerJsonLd(l: Lawyer, pageUrl: string, t: Tr = tFor('en')): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const image = l.imageUrl ? new URL(l.imageUrl, origin).href : undefined;
  const offer = (minutes: number, price: number) => ({
    '@type': 'Offer',
    name: t('meta.lawyer.offer', { n: minutes }),
    price,
    priceCurrency: 'KRW',
    url: `${origin}${localePath(langFromPath(new URL(pageUrl).pathname), `/booking?lawyer=${l.id}`)}`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Attorney',
    '@id': pageUrl,
    url: pageUrl,
    name: l.nameEnglish,
    ...(l.nameKorean !== 'N/A' ? { alternateName: l.nameKorean } : {}),
    ...(image ? { image } : {}),
    ...(l.bio ? { description: l.bio } : {}),
    ...(l.officePhone ? { telephone: l.officePhone } : {}),
    ...(l.officeEmail ? { email: l.officeEmail } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(l.officeAddress ? { streetAddress: l.officeAddress } : {}),
      addressRegion: lawyerRegions(t, l)[0] ?? l.region,
      addressCountry: 'KR',
    },
    areaServed: lawyerRegions(t, l).length ? lawyerRegions(t, l) : [l.region],
    ...(lawyerLanguages(t, l).length ? { knowsLanguage: lawyerLanguages(t, l) } : {}),
    ...(l.lawFirm ? { parentOrganization: { '@type': 'LegalService', name: l.lawFirm } } : {}),
    knowsAbout: lawyerSpecialties(t, l),
    makesOffer: [offer(20, l.fee20min), offer(40, l.fee40min), offer(60, l.fee60min)],
  };
}
