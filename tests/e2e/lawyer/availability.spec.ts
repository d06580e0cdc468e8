// The lawyer portal's 상담 가능 시간 page (issue 27 items 8 and 4), as a new approved lawyer of its
// own (the demo lawyer's hours stay as seeded for the other specs): the lawyer toggles the weekly
// grid (mouse and keyboard) and saves, and the closed slot is gone from lawyer_open_slots; a
// refusal of the database is shown at its field; closing hours that hold paid bookings lists them
// before saving, one is kept (it stays) and one declined (refunded); time off is added (with its
// conflict kept) and removed, and the dashboard shows the next one; a holiday is opened; the
// calendar feed's URL is shown once, rotated (the old URL answers 404, the new one text/calendar);
// the page has no horizontal scroll at 390 px and passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectAllControlsOnScreen, PHONE } from '../common-phone.ts';
import {
  adminApprove, api, bookFreeSlot, bookingSeenBy, CERTIFICATE_PDF, loginAsLawyer, newClient, PASSWORD, signedIn, toast, unique,
  type Persona,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const WEEKDAY_NAMES = ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'];
const DAY = 86_400_000;
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** ISO weekday (1 = Monday) of a yyyy-MM-dd. */
const isoWeekday = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const cellName = (date: string, time: string) => `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${time}`;

let lawyer: Persona;
let client: Persona;

/** A lawyer of this spec: signed up as the portal does, approved by the administrator. */
async function newApprovedLawyer(): Promise<Persona> {
  const email = `${unique('e2e-avail-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_korean: '가용성', name_english: 'Availability Lawyer' } } });
  if (up.error || !up.data.user) throw new Error(`sign-up: ${up.error?.message}`);
  const uid = up.data.user.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob([CERTIFICATE_PDF]) });
  if (file.error) throw new Error(file.error.message);
  const ins = await sb.from('lawyers').insert({ id: uid, bar_association_number: '66666', qualification_type: 'bar_exam', verification_document_url: path, is_approved: false, is_visible: false });
  if (ins.error) throw new Error(ins.error.message);
  await adminApprove(uid);
  return signedIn(email);
}

async function openSlotKeys(from: string, to: string): Promise<string[]> {
  const { data, error } = await api().rpc('lawyer_open_slots', { lawyer_id: lawyer.uid, from_date: from, to_date: to });
  if (error) throw new Error(error.message);
  return (data as { slot_date: string; slot_time: string }[]).map((r) => `${r.slot_date} ${r.slot_time.slice(0, 5)}`);
}

async function weekly(): Promise<Record<string, string[]>> {
  const { data, error } = await lawyer.sb.from('lawyer_availability').select('weekly, minimum_notice_minutes').eq('lawyer_id', lawyer.uid).single();
  if (error) throw new Error(error.message);
  return (data as { weekly: Record<string, string[]> }).weekly;
}

async function openPage(page: Page, viaMenu = true): Promise<void> {
  await loginAsLawyer(page, lawyer.email);
  // (on a phone the menu is a drawer: the address instead)
  if (viaMenu) await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '상담 가능 시간' }).click();
  else await page.goto('/lawyer/availability');
  await page.waitForURL('**/lawyer/availability');
  await expect(page.getByRole('heading', { name: '상담 가능 시간', level: 1 })).toBeVisible();
  await expect(page.getByTestId('weekly-grid')).toBeVisible();
}

const cell = (page: Page, name: string) => page.getByTestId('weekly-grid').getByRole('button', { name, exact: true });

test.beforeAll(async () => {
  lawyer = await newApprovedLawyer();
  client = await newClient({ name_english: 'Avail Client', name_korean: '예약자' });
});

test('the weekly grid: toggled by mouse and keyboard, a refusal at its field, saved; the closed slot is no longer open', async ({ page }) => {
  const from = addDays(kstToday(), 2);
  const to = addDays(kstToday(), 61);
  const before = await openSlotKeys(from, to);
  // a weekday slot the default hours (Monday–Friday, all eight) take
  const pick = before.find((k) => k.endsWith(' 10:00'))!;
  expect(pick, 'an open 10:00 slot in the next two months').toBeTruthy();
  const [date, time] = pick.split(' ') as [string, string];

  await openPage(page);
  // the first visit makes the feed's URL and shows it (once)
  await expect(page.getByTestId('calendar-feed-url')).toHaveValue(/\/functions\/v1\/lawyer-calendar\?token=[A-Za-z0-9_-]{43}$/);

  const target = cell(page, cellName(date, time));
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'false');
  // keyboard: the arrow moves to 11:00 of the same weekday, Space toggles it off and on again
  await target.focus();
  await page.keyboard.press('ArrowDown');
  const below = cell(page, cellName(date, '11:00'));
  await expect(below).toBeFocused();
  await page.keyboard.press('Space');
  await expect(below).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(below).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('저장하지 않은 변경 사항이 있습니다.')).toBeVisible();

  // the database's limit, said at the field; nothing saved
  const notice = page.getByLabel('최소 예약 시간');
  await notice.fill('20000');
  await page.getByTestId('weekly-form').getByRole('button', { name: '저장' }).click();
  await expect(page.locator('#availability-minimum_notice_minutes-error')).toHaveText('최소 예약 시간은 0분에서 10,080분(7일) 사이의 정수로 입력하세요.');
  await expect(notice).toHaveAttribute('aria-invalid', 'true');
  expect((await weekly())[String(isoWeekday(date))]).toContain(time);

  await notice.fill('120');
  await page.getByTestId('weekly-form').getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('저장했습니다');
  await expect(page.getByText('저장하지 않은 변경 사항이 있습니다.')).toHaveCount(0);
  expect((await weekly())[String(isoWeekday(date))]).not.toContain(time);
  const after = await openSlotKeys(from, to);
  expect(after).not.toContain(pick);
  // every 10:00 of that weekday is closed; the others are as before
  expect(after.filter((k) => isoWeekday(k.slice(0, 10)) === isoWeekday(date) && k.endsWith(' 10:00'))).toEqual([]);
  expect(after.length).toBeGreaterThan(0);
});

test('closing hours that hold paid bookings: listed before saving; one kept (it stays), one declined (refunded)', async ({ page }) => {
  const keep = await bookFreeSlot(client.sb, lawyer.uid, { pay: true });
  let decline = await bookFreeSlot(client.sb, lawyer.uid, { pay: true });
  // two different grid cells (weekday and time)
  for (let i = 0; i < 10 && cellName(decline.date, decline.time) === cellName(keep.date, keep.time); i++) {
    decline = await bookFreeSlot(client.sb, lawyer.uid, { pay: true });
  }
  await openPage(page);
  await cell(page, cellName(keep.date, keep.time)).click();
  await cell(page, cellName(decline.date, decline.time)).click();
  await page.getByTestId('weekly-form').getByRole('button', { name: '저장' }).click();

  const review = page.getByTestId('weekly-conflicts');
  await expect(review.getByRole('heading', { name: /이 변경과 겹치는 예약 \d+건/ })).toBeFocused();
  const kept = review.locator(`[data-booking-id="${keep.id}"]`);
  const declined = review.locator(`[data-booking-id="${decline.id}"]`);
  await expect(kept).toContainText('예약자');
  await expect(kept).toContainText(`${keep.date} ${keep.time}`);
  await expect(kept).toContainText('새 주간 시간 밖');
  await expect(declined).toBeVisible();
  // nothing saved, nothing cancelled while the lawyer decides
  const proceed = review.getByRole('button', { name: '결정한 대로 저장' });
  await expect(proceed).toBeDisabled();
  expect((await weekly())[String(isoWeekday(keep.date))]).toContain(keep.time);

  await kept.getByRole('button', { name: /^유지/ }).click();
  await expect(kept).toHaveAttribute('data-decision', 'keep');
  await declined.getByRole('button', { name: /^거절/ }).click();
  const dialog = page.getByTestId('booking-action-dialog');
  await expect(dialog).toContainText('이 예약을 거절할까요?');
  await page.getByRole('button', { name: '거절하기' }).click();
  await expect(declined).toHaveAttribute('data-decision', 'cancelled');
  await expect(declined).toContainText('거절됨 (환불)');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(toast(page)).toContainText('저장했습니다');
  await expect(review).toHaveCount(0);

  expect((await weekly())[String(isoWeekday(keep.date))]).not.toContain(keep.time);
  expect(await bookingSeenBy(client.sb, keep.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
  expect(await bookingSeenBy(client.sb, decline.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  // the kept booking's slot is not offered again (closed, and taken)
  expect(await openSlotKeys(keep.date, keep.date)).not.toContain(`${keep.date} ${keep.time}`);
  // saving again without touching the hours does not ask about the kept booking again
  await page.getByLabel('예약 가능 기간').fill('120');
  await page.getByTestId('weekly-form').getByRole('button', { name: '저장' }).click();
  await expect(toast(page)).toContainText('저장했습니다');
  await expect(page.getByTestId('weekly-conflicts')).toHaveCount(0);
});

test('time off: refused at its field, added (a booking on it kept), listed, on the dashboard, removed', async ({ page }) => {
  const today = kstToday();
  const booked = await bookFreeSlot(client.sb, lawyer.uid, { pay: true });
  await openPage(page);
  const form = page.getByTestId('time-off-form');
  await expect(page.getByTestId('time-off-empty')).toHaveText('예정된 휴무가 없습니다.');

  // the end before the start: the database's refusal at 종료일
  await form.getByLabel('시작일').fill(addDays(today, 80));
  await form.getByLabel('종료일').fill(addDays(today, 79));
  await form.getByRole('button', { name: '휴무 추가' }).click();
  await expect(page.locator('#time-off-to_date-error')).toHaveText('종료일은 시작일과 같거나 뒤여야 하고, 오늘 이후이며, 기간은 366일 이내여야 합니다.');

  // a range without bookings: added at once, with its private note
  await form.getByLabel('종료일').fill(addDays(today, 82));
  await form.getByLabel('메모 (선택)').fill('해외 출장');
  await form.getByRole('button', { name: '휴무 추가' }).click();
  await expect(toast(page)).toContainText('휴무를 추가했습니다');
  const rows = page.getByTestId('time-off-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${addDays(today, 80)} ~ ${addDays(today, 82)}`);
  await expect(rows.first()).toContainText('3일');
  await expect(rows.first()).toContainText('해외 출장');

  // a day with a paid booking: the booking is listed first, kept, and stays
  await form.getByLabel('시작일').fill(booked.date);
  await form.getByLabel('종료일').fill(booked.date);
  await form.getByRole('button', { name: '휴무 추가' }).click();
  const review = page.getByTestId('time-off-conflicts');
  const item = review.locator(`[data-booking-id="${booked.id}"]`);
  await expect(item).toContainText('휴무 기간 안');
  // every booking of that day is listed (the one kept above may share it): all kept
  const items = review.getByTestId('conflict-booking');
  for (let i = 0; i < (await items.count()); i++) await items.nth(i).getByRole('button', { name: /^유지/ }).click();
  await review.getByRole('button', { name: '결정한 대로 휴무 추가' }).click();
  await expect(toast(page)).toContainText('휴무를 추가했습니다');
  await expect(rows).toHaveCount(2);
  expect(await bookingSeenBy(client.sb, booked.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
  expect(await openSlotKeys(booked.date, booked.date)).toEqual([]);

  // the dashboard shows the next one (the booked day comes first)
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '대시보드' }).click();
  await expect(page.getByTestId('next-time-off-dates')).toHaveText(booked.date);
  await page.getByTestId('next-time-off').getByRole('button', { name: '상담 가능 시간 관리' }).click();
  await page.waitForURL('**/lawyer/availability');

  // removed: gone from the list and the table
  await page.getByRole('button', { name: `${booked.date} ~ ${booked.date} 휴무 삭제` }).click();
  await expect(toast(page)).toContainText('휴무를 삭제했습니다');
  await expect(rows).toHaveCount(1);
  const { data } = await lawyer.sb.from('lawyer_time_off').select('from_date, to_date, note');
  expect(data).toEqual([{ from_date: addDays(today, 80), to_date: addDays(today, 82), note: '해외 출장' }]);
});

test('a public holiday: closed by default, opened with its switch', async ({ page }) => {
  await openPage(page);
  const first = page.getByTestId('holiday-row').first();
  await expect(first).toHaveAttribute('data-open', 'false');
  const date = (await first.getAttribute('data-date'))!;
  expect(await openSlotKeys(date, date)).toEqual([]);
  await first.getByRole('switch').click();
  await expect(first).toHaveAttribute('data-open', 'true');
  await expect(toast(page)).toContainText(`${date} 예약을 받습니다`);
  const { data } = await lawyer.sb.from('lawyer_holiday_overrides').select('holiday_date');
  expect(data).toEqual([{ holiday_date: date }]);
  // open now in the lawyer's hours for that weekday (within the horizon and after the notice)
  const hours = (await weekly())[String(isoWeekday(date))]!;
  const open = await openSlotKeys(date, date);
  expect(open).toEqual(hours.map((h) => `${date} ${h}`).filter((k) => Date.parse(`${k.replace(' ', 'T')}:00+09:00`) > Date.now() + 2 * 3_600_000));
});

test('the calendar feed: shown only when made; rotated, the old URL answers 404 and the new one text/calendar', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const feed = page.getByTestId('calendar-feed');
  // made on the first visit (the first test): now only its times, no URL
  await expect(feed.getByTestId('calendar-feed-exists')).toContainText('구독 주소가 사용 중입니다');
  await expect(feed.getByTestId('calendar-feed-url')).toHaveCount(0);

  const rotate = async (): Promise<string> => {
    await feed.getByRole('button', { name: '새 주소 발급' }).click();
    const dialog = page.getByRole('dialog', { name: '새 구독 주소를 발급할까요?' });
    await dialog.getByRole('button', { name: '새 주소 발급' }).click();
    await expect(toast(page)).toContainText('새 구독 주소를 발급했습니다');
    return (await feed.getByTestId('calendar-feed-url').inputValue());
  };
  const first = await rotate();
  expect(first).toMatch(/\/functions\/v1\/lawyer-calendar\?token=[A-Za-z0-9_-]{43}$/);
  await feed.getByRole('button', { name: '주소 복사' }).click();
  await expect(toast(page)).toContainText('주소를 복사했습니다');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expect(feed.getByRole('link', { name: 'Apple 캘린더로 열기' })).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));

  const ok = await page.request.get(first);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ok.text()).toContain('BEGIN:VCALENDAR');

  const second = await rotate();
  expect(second).not.toBe(first);
  const gone = await page.request.get(first);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toBe('');
  const fresh = await page.request.get(second);
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['content-type']).toMatch(/^text\/calendar/);
  // the paid bookings of this spec's client are in it, by the client's display name only
  expect(await fresh.text()).toContain('예약자 상담 (K-Legal)');

  await page.reload();
  await expect(page.getByTestId('calendar-feed-exists')).toBeVisible();
  await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0);
});

test('at 390 px: no horizontal scroll, every control on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page, false);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('holiday-row').first()).toBeVisible();
  await expectAllControlsOnScreen(page, page.locator('#main-content'), 10);
  // the grid's cells are big enough to tap
  const box = await cell(page, '일요일 17:00').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(28);
  expect(box!.height).toBeGreaterThanOrEqual(28);
});

test('the page passes axe', async ({ page }) => {
  // opened by address: the log-in toast (outside the page's landmarks) is gone
  await openPage(page, false);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
