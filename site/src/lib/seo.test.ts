// The profile's schema.org data speaks the page's language (issue 15: no page carries a language it
// does not show; bench:site's language check reads the JSON-LD block too).
import { describe, expect, it } from 'vitest';
import { toLawyer } from './api/lawyers.ts';
import { tFor } from './i18n/server.ts';
import { lawyerJsonLd } from './seo.ts';
import { directoryRow } from '../test/fixtures.ts';

const URL_VI = 'http://localhost:4321/vi/lawyer/00000000-0000-4000-8000-0000000000a2';

describe('lawyerJsonLd', () => {
  it('names specialties, regions, languages and offers in the page language', () => {
    const vi = tFor('vi');
    const ld = lawyerJsonLd(toLawyer(directoryRow()), URL_VI, vi) as Record<string, unknown>;
    const text = JSON.stringify(ld);
    for (const english of ['Immigration & VISA', 'Drunk Driving (DUI)', 'Gyeonggi-do', '"Korean"', 'minute online consultation']) expect(text).not.toContain(english);
    expect(ld.knowsAbout).toEqual([vi('cat.immigration-visa'), vi('cat.criminal.dui')]);
    expect(ld.areaServed).toEqual([vi('region.seoul'), vi('region.gyeonggi')]);
    expect(ld.knowsLanguage).toEqual([vi('language.ko'), vi('language.en')]);
    expect((ld.makesOffer as { name: string; url: string }[]).map((o) => o.name)).toEqual([20, 40, 60].map((n) => vi('meta.lawyer.offer', { n })));
    expect((ld.makesOffer as { url: string }[])[0].url).toBe('http://localhost:4321/vi/booking?lawyer=00000000-0000-4000-8000-0000000000a2');
  });

  it('stays English on English pages', () => {
    const ld = lawyerJsonLd(toLawyer(directoryRow()), 'http://localhost:4321/lawyer/00000000-0000-4000-8000-0000000000a2') as Record<string, unknown>;
    expect(ld.knowsAbout).toEqual(['Immigration & VISA', 'Drunk Driving (DUI)']);
    expect((ld.makesOffer as { name: string }[])[0].name).toBe('20-minute online consultation');
  });
});
