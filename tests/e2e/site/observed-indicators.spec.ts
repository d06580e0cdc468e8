// Objective indicators instead of stars (issue 29, item 3): the home page's testimonials carry no
// star rating in any language, and a lawyer's public page shows what the platform observed
// (consultations completed here, in total and in the last 12 months, languages verified and member
// since), in the page's language, without a score.
import { expect, test } from '@playwright/test';
import { DEMO_LAWYER_ID } from '../common.ts';

const PREFIXES = { en: '', ko: '/ko', zh: '/zh', ja: '/ja', vi: '/vi' } as const;
const COMPLETED: Record<keyof typeof PREFIXES, string> = {
  en: 'Consultations completed here', ko: '이 플랫폼에서 완료한 상담', zh: '在本平台完成的咨询', ja: 'このプラットフォームで完了した相談', vi: 'Số buổi tư vấn đã hoàn thành tại đây',
};

for (const [lang, prefix] of Object.entries(PREFIXES) as [keyof typeof PREFIXES, string][]) {
  test(`${lang}: no star rating on the home page; the lawyer page shows observed facts`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const testimonials = page.locator('section[aria-labelledby="testimonials-title"]');
    await expect(testimonials.locator('figure.testimonial')).toHaveCount(3);
    await expect(testimonials.locator('.stars, [role="img"]')).toHaveCount(0);
    expect(await page.locator('body').innerText()).not.toMatch(/[★☆⭐]/);
    expect(await page.content()).not.toMatch(/[★☆⭐]|out of 5|만점에|5 分中|5段階中|trên 5/);

    await page.goto(`${prefix}/lawyer/${DEMO_LAWYER_ID}`);
    const observed = page.getByTestId('observed');
    await expect(observed).toContainText(COMPLETED[lang]);
    await expect(observed.getByTestId('observed-completed')).toHaveText(/\d+\D+\d+/);
    await expect(observed.getByTestId('observed-member-since')).toHaveText(/20\d\d/);
    await expect(observed.getByTestId('observed-verified')).not.toBeEmpty();
    expect(await page.locator('body').innerText()).not.toMatch(/[★☆⭐]/);
  });
}
