// A lawyer's availability in the console (issue 27 item 8): the lawyer's page shows their weekly
// hours, minimum notice, horizon and time off (read-only), and the administrator adds time off on
// the lawyer's behalf (휴무 추가 → admin_add_lawyer_time_off): the dialog's messages, the entry in
// the list, the audit row with the administrator as actor, the dates no longer bookable, and a
// refusal of the database shown at its field. Uses Nam Kyung-ho (a seeded lawyer no other journey
// books) and dates 70+ days ahead (outside the directory's 14-day "Available:" window).
import { expect, test } from '@playwright/test';
import { adminLogIn, api, expectToast, signedIn, unique } from './helpers.ts';

const LAWYER_ID = '00000000-0000-4000-8000-000000001031';
const kstDay = (daysAhead: number) => new Date(Date.now() + 9 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

test("the lawyer's hours, notice, horizon and time off; the administrator adds time off on the lawyer's behalf", async ({ page }) => {
  const admin = await signedIn('admin@demo.test');
  const settings = await admin.sb.from('lawyer_availability').select('weekly,minimum_notice_minutes,horizon_days').eq('lawyer_id', LAWYER_ID).single();
  if (settings.error) throw new Error(settings.error.message);
  const weekly = settings.data.weekly as Record<string, string[]>;

  await adminLogIn(page);
  await page.goto(`/admin/lawyers/${LAWYER_ID}/show`);
  const section = page.getByRole('region', { name: '상담 가능 시간' });
  await expect(section).toBeVisible();

  // the weekly hours as stored, a closed weekday said so; notice and horizon
  const days = ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'];
  for (const [i, name] of days.entries()) {
    const row = section.getByTestId('weekly-hours').locator(`tr[data-weekday="${i + 1}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(name);
    const slots = weekly[String(i + 1)] ?? [];
    await expect(row.getByRole('cell')).toHaveText(slots.length ? slots.join('') : '예약 받지 않음');
  }
  const m = settings.data.minimum_notice_minutes;
  await expect(section).toContainText(m % 60 === 0 && m >= 60 ? `${m}분 (${m / 60}시간)` : `${m}분`);
  await expect(section).toContainText(`오늘부터 ${settings.data.horizon_days}일`);

  // 휴무 추가: nothing flagged before the first submit, then each field's message
  const from = kstDay(70);
  const to = kstDay(71);
  const note = unique('e2e 재판 출석');
  await section.getByRole('button', { name: '휴무 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '휴무 추가 (변호사 대신 등록)' });
  await expect(dialog).toContainText('이미 있는 예약은 취소되지 않습니다');
  await expect(dialog.getByText('필수 항목입니다.')).toHaveCount(0);
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('필수 항목입니다.')).toHaveCount(2);
  await dialog.getByLabel('시작일').fill(to);
  await dialog.getByLabel('종료일').fill(from);
  await expect(dialog.getByText('종료일은 시작일 이후여야 합니다.')).toBeVisible();
  await dialog.getByLabel('시작일').fill(kstDay(-5));
  await dialog.getByLabel('종료일').fill(kstDay(-1));
  await expect(dialog.getByText('이미 지난 기간은 등록할 수 없습니다.')).toBeVisible();

  // the database's refusal (answer simulated: a clock that differs from the page's) at its field
  await dialog.getByLabel('시작일').fill(from);
  await dialog.getByLabel('종료일').fill(to);
  await page.route(/\/rest\/v1\/rpc\/admin_add_lawyer_time_off/, (route) =>
    route.fulfill({ status: 400, json: { code: '22023', message: 'Time off must not end in the past', details: null, hint: 'to_date' } }));
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('종료일을 확인하세요. 시작일 이후, 오늘 이후, 최대 366일이어야 합니다.')).toBeVisible();
  await expectToast(page, '휴무 추가 실패', '종료일을 확인하세요.');
  await page.unroute(/\/rest\/v1\/rpc\/admin_add_lawyer_time_off/);

  // added: the toast, the list, the record
  await dialog.getByLabel('메모').fill(note);
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expectToast(page, '휴무 추가 완료', `${from} ~ ${to} 휴무가 등록되었습니다.`);
  await expect(dialog).toBeHidden();
  const entry = section.getByTestId('time-off').locator('tbody tr', { hasText: note });
  await expect(entry).toContainText(`${from} ~ ${to}`);
  await expect(entry).toContainText('2일');

  const stored = await admin.sb.from('lawyer_time_off').select('id,from_date,to_date,note').eq('lawyer_id', LAWYER_ID).eq('note', note).single();
  expect(stored.error).toBeNull();
  expect(stored.data).toMatchObject({ from_date: from, to_date: to, note });
  const audit = await admin.sb.from('audit_log').select('actor_id,action,details').eq('entity_id', stored.data!.id);
  expect(audit.data).toEqual([{ actor_id: admin.uid, action: 'lawyer.time_off_add', details: { by: 'admin' } }]);
  // the dates are closed to clients
  const open = await api().rpc('lawyer_open_slots', { lawyer_id: LAWYER_ID, from_date: from, to_date: to });
  expect(open.error).toBeNull();
  expect(open.data).toEqual([]);

  // the lawyer sees it as their own entry and removes it (keeps the seeded lawyer's calendar as it was)
  const lawyer = await signedIn('kyungho.nam@demo.test');
  expect((await lawyer.sb.rpc('lawyer_remove_time_off', { id: stored.data!.id })).error).toBeNull();
});
