// The admin dashboard sends each of its four count requests once per load, and each completes
// (issue 16): no request cancelled and re-sent, none reported as aborted by the browser (HEAD
// counts whose answer is never read are), after the log-in and after a reload.
import { expect, test, type Page, type Request } from '@playwright/test';
import { adminLogIn } from './helpers.ts';

/** The count requests: `select=id` with no rows asked for (limit=0) or HEAD, on the four tables. */
const isCount = (r: Request) => /\/rest\/v1\/(profiles|lawyers|bookings)\?select=id(&|$)/.test(r.url());

function watch(page: Page) {
  const sent: string[] = [];
  const finished: string[] = [];
  const failed: string[] = [];
  const key = (r: Request) => `${r.method()} ${new URL(r.url()).pathname.replace('/rest/v1/', '')}${new URL(r.url()).searchParams.has('is_approved') ? ' pending' : ''}`;
  page.on('request', (r) => isCount(r) && sent.push(key(r)));
  page.on('requestfinished', (r) => isCount(r) && finished.push(key(r)));
  page.on('requestfailed', (r) => isCount(r) && failed.push(`${key(r)} ${r.failure()?.errorText}`));
  return {
    sent,
    reset() {
      sent.length = 0;
      finished.length = 0;
      failed.length = 0;
    },
    async settled() {
      // all four answered and the page shows them
      await expect(page.getByText('전체 예약')).toBeVisible();
      await expect.poll(() => finished.length + failed.length).toBeGreaterThanOrEqual(4);
      await page.waitForTimeout(1500); // anything sent late (a second effect, a refetch) shows up
      return { sent: [...sent].sort(), finished: [...finished].sort(), failed: [...failed] };
    },
  };
}

test('the dashboard sends each count once, and each completes', async ({ page }) => {
  const counts = watch(page);
  await adminLogIn(page);
  const expected = ['GET bookings', 'GET lawyers', 'GET lawyers pending', 'GET profiles'];
  let r = await counts.settled();
  expect(r.failed).toEqual([]);
  expect(r.sent).toEqual(expected);
  expect(r.finished).toEqual(expected);
  // the numbers are the counts (the seed has pending lawyers, so '승인 필요' shows)
  await expect(page.getByText('승인 필요')).toBeVisible();

  counts.reset();
  await page.reload();
  r = await counts.settled();
  expect(r.failed).toEqual([]);
  expect(r.sent).toEqual(expected);
  expect(r.finished).toEqual(expected);

  // back to the dashboard from a list within half a minute: the counts are not fetched again
  counts.reset();
  await page.getByRole('link', { name: '전체 보기' }).first().click();
  await expect(page).toHaveURL(/\/admin\/lawyers/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('승인 필요')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counts.sent).toEqual([]);
});
