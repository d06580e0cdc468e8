// The console's 정산 (issue 26, item 5) end to end. Closing a period needs ledger lines in a period
// that is over, and no API writes a line with a past date (every line is dated when its payment,
// refund or adjustment happens), so this spec prepares its own database as the database tests do:
// a fresh data directory migrated and seeded as `pnpm start` does it, plus ledger lines of two
// lawyers back-dated into a month two years ago (SQL as the table owner: what the payment trigger
// writes for a lawyer's-coupon payment, an administrator's-coupon payment and its PG fee, and a
// plain payment), then a second `pnpm start` on it (port E2E_PORT + 2, as the Stripe spec starts
// its own). The administrator signs in (admin@demo.test has no second factor in the seed), sees
// the open statements and one statement's lines, closes the period (refusals first: a period that
// is not over, a day that is not a period's end), downloads the bank transfer CSV (the lawyer
// without an account listed and marked), marks one statement paid with a transfer reference (a
// missing one refused in Korean) and the other failed (flagged, and an event for the
// administrators). A lawyer and a client are turned away from the section on the shared server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@klegal/shared/database.types';
import { FakePortOne } from '../../../supabase/tests/helpers/fakePortOne.ts';
import { openDb } from '../../../supabase/server/db/index.ts';
import { migrate } from '../../../supabase/server/db/migrate.ts';
import { loadConfig } from '../../../supabase/server/config.ts';
import { ADMIN, PUBLISHABLE_KEY, CLIENT, DEMO_LAWYER, DEMO_LAWYER_ID, PASSWORD, PENDING_LAWYER_ID, SERVICE_ROLE_KEY, browserSessionFor, expectToast, signedIn } from './helpers.ts';

const PORT = Number(process.env.E2E_PORT ?? 4599) + 2;
const URL_ = `http://localhost:${PORT}`;
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'klegal-e2e-settlement-'));
let server: ChildProcess | null = null;
// PortOne's API (its platform part: partner settlement), local: the server's worker transfers to it
let fake: FakePortOne;

const pad = (n: number) => String(n).padStart(2, '0');
// the month two years before this one (KST): long over, older than anything the seed writes
const kst = new Date(Date.now() + 9 * 3600_000);
const Y = kst.getUTCFullYear() - 2;
const M = kst.getUTCMonth() + 1;
const PERIOD_START = `${Y}-${pad(M)}-01`;
const PERIOD_END = new Date(Date.UTC(Y, M, 0)).toISOString().slice(0, 10);
const MID_MONTH = `${Y}-${pad(M)}-15`;
const THIS_MONTH_END = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
const ACCOUNT = '12345678901234';

const ids = {
  pay1: '5e771e00-0000-4000-8000-000000000001',
  pay2: '5e771e00-0000-4000-8000-000000000002',
  pay3: '5e771e00-0000-4000-8000-000000000003',
  booking1: '5e771e00-0000-4000-8000-0000000000b1',
  booking2: '5e771e00-0000-4000-8000-0000000000b2',
  booking3: '5e771e00-0000-4000-8000-0000000000b3',
};

/** The lines of that month: the demo lawyer 30,000 + 40,000 − 1,200 = 68,800; the pending lawyer 60,000. */
function setupSql(): string {
  const at = (day: number) => `'${Y}-${pad(M)}-${pad(day)} 12:00:00+09'`;
  const cols = 'lawyer_id, booking_id, payment_id, kind, provider, transaction_id, list_fee, coupon_discount, discount_borne_by, lawyer_discount, platform_promotion, amount_paid, pg_fee, pg_fee_borne_by, platform_fee, net_amount, created_at';
  return `
begin;
-- a line is filed in the period of its date unless that period is closed already (the seed closes
-- last month): the closes are set aside while these back-dated lines are written, then restored
create temp table kept_closes on commit drop as select * from private.settlement_closes;
delete from private.settlement_closes;
insert into public.lawyer_settlement_entries (${cols}) values
  ('${DEMO_LAWYER_ID}', '${ids.booking1}', '${ids.pay1}', 'payment', 'test', 'test_e2e_settle_1', 50000, 20000, 'lawyer', 20000, 0, 30000, 0, null, 0, 30000, ${at(5)}),
  ('${DEMO_LAWYER_ID}', '${ids.booking2}', '${ids.pay2}', 'payment', 'portone', 'e2e_settle_2', 40000, 10000, 'platform', 0, 10000, 30000, 0, null, 0, 40000, ${at(9)}),
  ('${DEMO_LAWYER_ID}', '${ids.booking2}', '${ids.pay2}', 'pg_fee', 'portone', 'e2e_settle_2', 0, 0, null, 0, 0, 0, 1200, 'lawyer', 0, -1200, ${at(10)}),
  ('${PENDING_LAWYER_ID}', '${ids.booking3}', '${ids.pay3}', 'payment', 'test', 'test_e2e_settle_3', 60000, 0, null, 0, 0, 60000, 0, null, 0, 60000, ${at(20)});
insert into private.settlement_closes select * from kept_closes;
-- the demo lawyer's account; the pending lawyer has none
insert into private.lawyer_settlement_accounts (lawyer_id, bank_code, account_number, holder_name)
  values ('${DEMO_LAWYER_ID}', '004', '${ACCOUNT}', '김도현')
  on conflict (lawyer_id) do update set bank_code = excluded.bank_code, account_number = excluded.account_number, holder_name = excluded.holder_name;
delete from private.lawyer_settlement_accounts where lawyer_id = '${PENDING_LAWYER_ID}';
commit;`;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // the database as `pnpm start` prepares a fresh one, then the back-dated lines
  const cfg = loadConfig({ dataDir: DATA_DIR, databaseUrl: undefined, log: false });
  const db = await openDb({ dataDir: DATA_DIR });
  try {
    await migrate(db, { migrationsDir: cfg.migrationsDir, seedFile: cfg.seedFile, storageDir: cfg.storageDir });
    await db.exec(setupSql());
  } finally {
    await db.close();
  }
  fake = await new FakePortOne().start();
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(PORT), DATA_DIR, LOG: '0', AUTH_RATE_LIMIT: '0', SKIP_BUILD: '1', SITE_URL: URL_,
    // payouts through PortOne's partner settlement, in its test mode, read back every second
    PORTONE_API_SECRET: fake.apiSecret, PORTONE_API_BASE: fake.url, PORTONE_PLATFORM_CONTRACT_ID: fake.platform.contractId,
    PORTONE_PLATFORM_TEST: 'true', PORTONE_PLATFORM_POLL_SECONDS: '1',
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../../supabase/scripts/start.ts')], { env, stdio: 'ignore' });
  const deadline = Date.now() + 540_000;
  for (;;) {
    try {
      if ((await fetch(`${URL_}/auth/v1/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error('the settlement server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await fake?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const service = () => createClient<Database>(URL_, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

async function nameOf(id: string): Promise<string> {
  const { data } = await service().from('profiles').select('name_korean,name_english,email').eq('id', id).single();
  return data?.name_korean || data?.name_english || data?.email || id;
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${URL_}/admin/login`);
  await page.getByLabel('이메일').fill(ADMIN);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const listUrl = (filter: Record<string, string>) => `${URL_}/admin/settlements?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const rows = (page: Page) => page.locator('tbody tr');

async function dialogDate(page: Page, day: string): Promise<void> {
  const field = page.getByRole('dialog').getByLabel('기간 종료일');
  await field.fill(day);
  await expect(field).toHaveValue(day);
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`), `axe on ${what}`).toEqual([]);
}

async function closeToast(page: Page): Promise<void> {
  // the toast sits over the toolbar until it goes
  await expect(page.getByTestId('notification')).toBeHidden({ timeout: 15_000 });
}

test('정산: statements, a statement\'s lines, closing the period, the transfer CSV, 지급 완료 and 지급 실패', async ({ page }) => {
  const demo = await nameOf(DEMO_LAWYER_ID);
  const pending = await nameOf(PENDING_LAWYER_ID);
  await logIn(page);

  // the sidebar leads to 정산; the period's two statements are open, with their totals
  await page.getByRole('navigation', { name: '관리자 대시보드' }).getByRole('link', { name: '정산', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settlements/);
  await page.goto(listUrl({ period_end: PERIOD_END }));
  await expect(rows(page)).toHaveCount(2);
  const demoRow = rows(page).filter({ hasText: demo });
  const pendingRow = rows(page).filter({ hasText: pending });
  await expect(demoRow.locator('[data-status="open"]')).toHaveText('진행 중');
  await expect(demoRow).toContainText(`${PERIOD_START} ~ ${PERIOD_END}`);
  await expect(demoRow).toContainText('68,800');
  await expect(pendingRow).toContainText('60,000');
  // an open statement is not payable yet
  await expect(demoRow.getByRole('button', { name: '지급 완료' })).toHaveCount(0);
  // the status filter: nothing of this period is paid
  await page.goto(listUrl({ period_end: PERIOD_END, status: 'paid' }));
  await expect(rows(page)).toHaveCount(0);

  // one statement's lines: list fee, the coupon discount and who bears it, the promotion, the PG fee, the net
  await page.goto(listUrl({ period_end: PERIOD_END }));
  await rows(page).filter({ hasText: demo }).locator('td').first().click();
  await expect(page).toHaveURL(/\/admin\/settlements\/[0-9a-f-]+\/show$/);
  const lines = page.getByRole('region', { name: '정산 내역' }).locator('tbody tr');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('결제');
  await expect(lines.nth(0)).toContainText('50,000');
  await expect(lines.nth(0).locator('[data-borne-by="lawyer"]')).toHaveText('변호사 부담');
  await expect(lines.nth(0)).toContainText('30,000');
  await expect(lines.nth(1).locator('[data-borne-by="platform"]')).toHaveText('플랫폼 부담');
  await expect(lines.nth(1)).toContainText('40,000');
  await expect(lines.nth(2)).toContainText('PG 수수료');
  await expect(lines.nth(2)).toContainText('−1,200');
  await expect(page.getByRole('region', { name: '정산서' })).toContainText('68,800');
  await expectNoAxeViolations(page, 'the statement page');

  // 기간 마감: a period that is not over, then a day that is not a period's end, each refused in Korean
  await page.goto(listUrl({ period_end: PERIOD_END }));
  await page.getByRole('button', { name: '기간 마감' }).click();
  await dialogDate(page, THIS_MONTH_END);
  await page.getByRole('dialog').getByRole('button', { name: '마감', exact: true }).click();
  await expectToast(page, '기간을 마감하지 못했습니다', '아직 끝나지 않은 기간입니다');
  await dialogDate(page, MID_MONTH);
  await page.getByRole('dialog').getByRole('button', { name: '마감', exact: true }).click();
  await expectToast(page, '기간을 마감하지 못했습니다', `이 기간은 ${PERIOD_END}에 끝납니다.`);
  await dialogDate(page, PERIOD_END);
  await page.getByRole('dialog').getByRole('button', { name: '마감', exact: true }).click();
  await expectToast(page, '기간을 마감했습니다', `${PERIOD_END}까지: 정산서 2건, 내역 4건을 마감했습니다.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: demo }).locator('[data-status="closed"]')).toHaveText('마감');
  await expect(rows(page).filter({ hasText: pending }).locator('[data-status="closed"]')).toHaveText('마감');
  await closeToast(page);

  // 이체 파일: the bank CSV of the period; the lawyer without an account is listed and marked
  await page.getByRole('button', { name: '이체 파일' }).click();
  await dialogDate(page, PERIOD_END);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByRole('button', { name: '다운로드' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^settlement-transfer-${PERIOD_END}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const csvLines = csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(csvLines[0]).toBe('은행 코드,은행명,계좌번호,예금주,이체 금액,받는 분 통장 표시,변호사,정산 기간,정산서 번호,상태,비고');
  expect(csvLines).toHaveLength(3);
  const memo = `K-Legal ${PERIOD_END.slice(0, 7)} 정산`;
  // ordered by amount: the pending lawyer's 60,000 after the demo lawyer's 68,800
  expect(csvLines[1]).toMatch(new RegExp(`^004,KB국민은행,${ACCOUNT},김도현,68800,${memo},${demo},${PERIOD_START} ~ ${PERIOD_END},[0-9a-f-]{36},마감,$`));
  expect(csvLines[2]).toMatch(new RegExp(`^,,,,60000,${memo},${pending},${PERIOD_START} ~ ${PERIOD_END},[0-9a-f-]{36},마감,계좌 미등록$`));
  await expect(page.getByRole('dialog').getByText('2건, 합계 128,800원을 내려받았습니다.')).toBeVisible();
  await expect(page.getByTestId('transfer-missing')).toContainText(`계좌 미등록 1명: ${pending}`);
  await expectNoAxeViolations(page, 'the 이체 파일 dialog with its summary');
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 지급 완료: a reference is required (Korean message), then the statement reads 지급 완료 with it
  await rows(page).filter({ hasText: demo }).getByRole('button', { name: '지급 완료' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('68,800원');
  await dialog.getByRole('button', { name: '지급 완료' }).click();
  await expect(dialog.getByText('이체 참조 번호를 입력해주세요 (200자 이내).')).toBeVisible();
  await expectNoAxeViolations(page, 'the 지급 완료 dialog with its message');
  await expect(page).toHaveURL(/\/admin\/settlements\?/);
  const reference = `KB-E2E-${Date.now()}`;
  await dialog.getByLabel('이체 참조 번호').fill(reference);
  await dialog.getByRole('button', { name: '지급 완료' }).click();
  await expectToast(page, '지급 완료로 표시했습니다');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const paidRow = rows(page).filter({ hasText: demo });
  await expect(paidRow.locator('[data-status="paid"]')).toHaveText('지급 완료');
  await expect(paidRow.getByTestId('transfer-reference')).toHaveText(reference);
  await expect(paidRow.getByRole('button', { name: '지급 완료' })).toHaveCount(0);
  await closeToast(page);

  // 지급 실패: flagged in the list with its reason, and an event for the administrators
  await rows(page).filter({ hasText: pending }).getByRole('button', { name: '지급 실패' }).click();
  await page.getByRole('dialog').getByLabel('사유').fill('계좌 미등록: 이체 불가');
  await page.getByRole('dialog').getByRole('button', { name: '지급 실패' }).click();
  await expectToast(page, '지급 실패로 표시했습니다');
  const failedRow = rows(page).filter({ hasText: pending });
  await expect(failedRow.locator('[data-status="failed"]')).toHaveText('지급 실패');
  await expect(failedRow).toContainText('계좌 미등록: 이체 불가');
  // a failed statement can still be paid later
  await expect(failedRow.getByRole('button', { name: '지급 완료' })).toBeVisible();
  const { data: events } = await service().from('payment_events').select('outcome,needs_attention,detail').eq('provider', 'settlement');
  expect(events).toEqual([expect.objectContaining({ outcome: 'payout_failed', needs_attention: true, detail: expect.objectContaining({ lawyer_id: PENDING_LAWYER_ID, amount: 60000 }) })]);
  // the statement is paid in the database with the reference, once
  const { data: paid } = await service().from('lawyer_settlement_statements').select('status,transfer_reference,payout_amount').eq('lawyer_id', DEMO_LAWYER_ID).eq('period_end', PERIOD_END).single();
  expect(paid).toEqual({ status: 'paid', transfer_reference: reference, payout_amount: 68800 });

  // the list passes axe (with a paid and a failed row), and so does the adjustment dialog
  await closeToast(page);
  await expectNoAxeViolations(page, '/admin/settlements');
  await page.getByRole('button', { name: '정산 조정' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '정산 조정' }).click();
  await expect(page.getByRole('dialog').getByText('변호사를 선택해주세요.')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('사유를 입력해주세요 (500자 이내).')).toBeVisible();
  await expectNoAxeViolations(page, 'the 정산 조정 dialog with its messages');

  // 정산 조정: a correcting line with its reason on the lawyer's open statement (this month)
  const dlg = page.getByRole('dialog');
  await dlg.getByLabel('변호사').fill('pending-lawyer@demo.test');
  await page.getByRole('option', { name: /\(pending-lawyer@demo\.test\)/ }).click();
  await dlg.getByLabel('금액 (원, 음수 가능)').fill('-5,000');
  await dlg.getByLabel('사유').fill('E2E 지급 실패 수수료 보전');
  await dlg.getByLabel('예약 ID (선택)').fill('not-a-uuid');
  await dlg.getByRole('button', { name: '정산 조정' }).click();
  await expect(dlg.getByText('예약 ID 형식이 올바르지 않습니다.')).toBeVisible();
  await dlg.getByLabel('예약 ID (선택)').fill('');
  await dlg.getByRole('button', { name: '정산 조정' }).click();
  await expectToast(page, '조정 내역을 추가했습니다');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { data: adjustments } = await service().from('lawyer_settlement_entries').select('kind,net_amount,reason,statement_id').eq('lawyer_id', PENDING_LAWYER_ID).eq('kind', 'adjustment');
  expect(adjustments).toEqual([expect.objectContaining({ kind: 'adjustment', net_amount: -5000, reason: 'E2E 지급 실패 수수료 보전' })]);
  await page.goto(listUrl({ period_end: THIS_MONTH_END, lawyer_id: PENDING_LAWYER_ID }));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-status="open"]')).toHaveText('진행 중');
  await expect(rows(page).first()).toContainText('−5,000');
});

test('PortOne 지급: a closed period handed to PortOne partner settlement is transferred by the worker and, once paid out, marked paid', async ({ page }) => {
  // the pending lawyer's statement failed above (no account): the lawyer registers one
  const lawyer = createClient<Database>(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await lawyer.auth.signInWithPassword({ email: 'pending-lawyer@demo.test', password: PASSWORD })).error).toBeNull();
  expect((await lawyer.rpc('set_settlement_account', { bank_code: '088', account_number: '110-222-333444', holder_name: '박대기' })).error).toBeNull();
  const pending = await nameOf(PENDING_LAWYER_ID);

  await logIn(page);
  await page.goto(listUrl({ period_end: PERIOD_END }));
  await page.getByRole('button', { name: 'PortOne 지급' }).click();
  await dialogDate(page, PERIOD_END);
  await page.getByRole('dialog').getByRole('button', { name: 'PortOne에 넘기기' }).click();
  await expect(page.getByTestId('portone-queue-result')).toContainText('새로 넘긴 정산서 1건 (이미 진행 중이거나 지급된 정산서 0건).');
  await expectNoAxeViolations(page, 'the PortOne 지급 dialog with its result');

  // the server's worker makes the lawyer a partner with the account and transfers the statement
  await expect.poll(() => fake.platform.transfers.size, { timeout: 30_000 }).toBe(1);
  const [transfer] = [...fake.platform.transfers.values()];
  expect(transfer).toMatchObject({
    settlementAmount: 60000, isForTest: true,
    partner: expect.objectContaining({ id: `klegal-${PENDING_LAWYER_ID}`, account: expect.objectContaining({ bank: 'SHINHAN', number: '110222333444', holder: '박대기' }) }),
  });
  const statement = async () => (await service().from('lawyer_settlement_statements').select('status,transfer_reference')
    .eq('lawyer_id', PENDING_LAWYER_ID).eq('period_end', PERIOD_END).single()).data;
  expect(await statement()).toEqual({ status: 'failed', transfer_reference: null });
  // PortOne pays it out: the statement is paid with the transfer as its reference
  fake.platform.payOut(transfer.id);
  await expect.poll(statement, { timeout: 30_000 }).toEqual({ status: 'paid', transfer_reference: `PortOne ${transfer.id}` });
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await page.reload();
  await expect(rows(page).filter({ hasText: pending }).locator('[data-status="paid"]')).toHaveText('지급 완료');
  // handing the period over again transfers nothing twice
  await page.getByRole('button', { name: 'PortOne 지급' }).click();
  await dialogDate(page, PERIOD_END);
  await page.getByRole('dialog').getByRole('button', { name: 'PortOne에 넘기기' }).click();
  await expect(page.getByTestId('portone-queue-result')).toContainText('새로 넘긴 정산서 0건');
  expect(fake.platform.transfers.size).toBe(1);
});

test('a lawyer and a client cannot reach 정산: the console turns them away, the database refuses them', async ({ page }) => {
  // on the shared server: the demo lawyer's and a client's sessions
  for (const email of [DEMO_LAWYER, CLIENT]) {
    await browserSessionFor(page, email);
    await page.goto('/admin/settlements');
    await expectToast(page, '접근 권한 없음', '관리자 권한이 필요합니다.');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    const { sb } = await signedIn(email);
    const closed = await sb.rpc('close_settlement_period', { period_end: PERIOD_END });
    expect(closed.error?.code).toBe('42501');
    const payouts = await sb.rpc('admin_settlement_payouts', { period_end: PERIOD_END });
    expect(payouts.error?.code).toBe('42501');
    await page.evaluate(() => localStorage.clear());
  }
  // anonymous: refused as well (no grant)
  const anon = createClient<Database>(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await anon.rpc('admin_mark_settlement_paid', { statement_id: ids.pay1, transfer_reference: 'x' })).error?.code).toBe('42501');
});
