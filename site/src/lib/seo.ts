// schema.org data for a lawyer's public page (Attorney is a LegalService / LocalBusiness).
import { BRAND } from './brand.ts';
import type { Lawyer } from './api/types.ts';

export function lawyerTitle(l: Lawyer): string {
  const ko = l.nameKorean !== 'N/A' ? ` (${l.nameKorean})` : '';
  return `${l.nameEnglish}${ko} — ${l.specialty} lawyer in ${l.region}`;
}

export function lawyerDescription(l: Lawyer): string {
  const base = `${l.nameEnglish}, licensed Korean lawyer (bar admission ${l.barAssociationYear}) in ${l.region}. Practice areas: ${l.specialties.slice(0, 4).join(', ') || l.specialty}.${
    l.languages.length ? ` Languages: ${l.languages.join(', ')}.` : ''
  } Book a 20, 40 or 60-minute online consultation on ${BRAND.product}.`;
  return base.length > 300 ? `${base.slice(0, 297)}...` : base;
}

export function lawyerJsonLd(l: Lawyer, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const image = l.imageUrl ? new URL(l.imageUrl, origin).href : undefined;
  const offer = (minutes: number, price: number) => ({
    '@type': 'Offer',
    name: `${minutes}-minute online consultation`,
    price,
    priceCurrency: 'KRW',
    url: `${origin}/booking?lawyer=${l.id}`,
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
      addressRegion: l.region,
      addressCountry: 'KR',
    },
    areaServed: l.regions.length ? l.regions : [l.region],
    ...(l.languages.length ? { knowsLanguage: l.languages } : {}),
    ...(l.lawFirm ? { parentOrganization: { '@type': 'LegalService', name: l.lawFirm } } : {}),
    knowsAbout: l.specialties,
    makesOffer: [offer(20, l.fee20min), offer(40, l.fee40min), offer(60, l.fee60min)],
  };
}
