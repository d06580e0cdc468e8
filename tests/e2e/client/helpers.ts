// Helpers of the client-portal journeys: the site's helpers, the lawyer these journeys book, and a
// persona's session put into the browser. Fresh clients and bookings per run: ../common.ts.
import type { Page } from '@playwright/test';
import { storeSession, type Persona } from '../common.ts';

export * from '../site/helpers.ts';

/** Kang Min-ji (approved, visible; the seed tops her up with credits). */
export const LAWYER = { id: '00000000-0000-4000-8000-000000001008', email: 'minji.kang@demo.test', name: 'Kang Min-ji' };

/** Signs the browser in as `persona` (as the site's log-in would). */
export async function useSession(page: Page, persona: Persona): Promise<void> {
  await page.goto('/robots.txt');
  await storeSession(page, persona.session);
}

export const won = (n: number) => `₩${n.toLocaleString('en-US')}`;
