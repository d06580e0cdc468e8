// The lawyer portal's 정산 page (issue 26): the demo lawyer opens it from the menu, sees the running
// statement, the statements (the seed closes last month) and a statement's lines as the database
// has them, downloads a statement's lines as CSV (a client whose name is a spreadsheet formula pays
// a booking: the cell is written as text), registers a settlement account (a wrong number is
// refused by the database with its hint shown at the field; then ****1234), and the page passes
// axe. A client cannot open it; a lawyer awaiting approval is told it opens after approval. The
// tables' row security is tested in the database suite.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { bookFreeSlot, browserSessionFor, CLIENT, DEMO_LAWYER, DEMO_LAWYER_ID, loginAsLawyer, newClient, PENDING_LAWYER, signedIn, toast, type Persona } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

// the demo lawyer's seeded account (supabase/seed/build-seed.ts), put back after the test changes it
const SEEDED_ACCOUNT = { bank_code: '004', account_number: '110-123-456789', holder_name: '김도현' };
const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

interface Statement {
  id: string;
  status: string;
  period_start: string;
  period_end: string;
  entry_count: number;
  net_total: number;
}

let lawyer: Persona;
let formulaClient: Persona;
let formulaBookingId: string;

test.beforeAll(async () => {
  lawyer = await signedIn(DEMO_LAWYER);
  // a client whose name is a formula pays a booking: a line in the lawyer's running statement
  formulaClient = await newClient({ name_english: FORMULA_NAME });
  formulaBookingId = (await bookFreeSlot(formulaClient.sb, DEMO_LAWYER_ID, { pay: true })).id;
});

test.afterAll(async () => {
  await lawyer?.sb.rpc('set_settlement_account', SEEDED_ACCOUNT);
});

async function statements(): Promise<Statement[]> {
  const { data, error } = await lawyer.sb.from('lawyer_settlement_statements').select('id,status,period_start,period_end,entry_count,net_total').order('period_start', { ascending: false });
  if (error) throw new Error(error.message);
  return data as Statement[];
}

const STATUS_KO: Record<string, string> = { open: '진행 중', closed: '마감', paid: '지급 완료', failed: '지급 실패' };
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

async function openSettlement(page: Page): Promise<void> {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '정산' }).click();
  await page.waitForURL('**/lawyer/settlement');
  await expect(page.getByRole('heading', { name: '정산', level: 1 })).toBeVisible();
}

async function downloadCsv(scope: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([scope.page().waitForEvent('download'), scope.getByRole('button', { name: 'CSV 다운로드' }).click()]);
  const file = await download.path();
  return { download, text: fs.readFileSync(file, 'utf8') };
}

const HEADER = '일시 (KST),구분,예약 ID,예약,의뢰인,상담료,쿠폰 할인,할인 부담,결제 금액,PG 수수료,플랫폼 수수료,정산 금액,사유';

test('the running statement, the statements and a closed statement\'s lines, as the database has them', async ({ page }) => {
  const all = await statements();
  const open = all.find((s) => s.status === 'open')!;
  // the seed closes last month (another journey may have paid it since)
  const closed = all.find((s) => s.status !== 'open')!;
  expect(open, 'the seed leaves the running month open').toBeTruthy();
  expect(closed, 'the seed closes last month').toBeTruthy();

  await openSettlement(page);
  await expect(page.getByTestId('settlement-no-fee-share')).toHaveText('플랫폼은 상담료에서 수수료를 받지 않습니다(플랫폼 수수료 0원). 정산액은 상담료에서 결제대행(PG) 수수료와 직접 발행한 쿠폰의 할인액을 뺀 금액이며, 플랫폼 쿠폰의 할인액은 플랫폼이 부담합니다.');

  // the running period at the top, with its lines (the formula client's payment among them)
  const current = page.getByTestId('settlement-current');
  await expect(current.getByTestId('statement-status').first()).toHaveText('진행 중');
  await expect(current).toContainText(`${open.period_start} ~ ${open.period_end}`);
  await expect(current.getByTestId('settlement-line')).toHaveCount(open.entry_count);
  await expect(current).toContainText(won(open.net_total));
  await expect(current.getByTestId('settlement-line').filter({ hasText: FORMULA_NAME })).toHaveCount(1);

  // the table of statements: one row per statement, Korean statuses
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(Math.min(all.length, 12));
  const closedRow = page.locator(`[data-testid="statement-row"][data-statement-id="${closed.id}"]`);
  await expect(closedRow.getByTestId('statement-status')).toHaveText(STATUS_KO[closed.status]!);
  await expect(closedRow).toContainText(`${closed.period_start} ~ ${closed.period_end}`);
  await expect(closedRow).toContainText(won(closed.net_total));

  // its lines, line by line
  await closedRow.getByRole('button', { name: `${closed.period_start} ~ ${closed.period_end} 정산서 내역 보기` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]statement=${closed.id}`));
  const detail = page.getByTestId('statement-detail');
  await expect(detail.getByRole('heading', { name: `정산서 상세 · ${closed.period_start} ~ ${closed.period_end}` })).toBeVisible();
  const { data: lines } = await lawyer.sb.from('lawyer_settlement_entries').select('kind,net_amount').eq('statement_id', closed.id);
  expect(lines!.length).toBe(closed.entry_count);
  await expect(detail.getByTestId('settlement-line')).toHaveCount(closed.entry_count);
  const kindKo: Record<string, string> = { payment: '결제', refund: '환불', pg_fee: 'PG 수수료', adjustment: '조정' };
  for (const l of lines!) {
    await expect(detail.locator(`[data-testid="settlement-line"][data-kind="${l.kind}"]`).filter({ hasText: won(l.net_amount) }).first()).toContainText(kindKo[l.kind]!);
  }

  // the link of a settlement e-mail opens the statement directly
  await page.goto(`/lawyer/settlement?statement=${closed.id}`);
  await expect(page).toHaveURL(new RegExp(`/lawyer/settlement\\?statement=${closed.id}$`));
  await expect(page.getByTestId('statement-detail').getByTestId('settlement-line')).toHaveCount(closed.entry_count);
});

test('a statement\'s lines download as CSV: the header, one row per line, a formula written as text', async ({ page }) => {
  const open = (await statements()).find((s) => s.status === 'open')!;
  await openSettlement(page);
  const current = page.getByTestId('settlement-current');
  await expect(current.getByTestId('settlement-line')).toHaveCount(open.entry_count);
  const { download, text } = await downloadCsv(current);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^settlement-${open.period_start}_${open.period_end}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines.at(-1)).toBe('');
  expect(lines.length - 2).toBe(open.entry_count);
  // the formula client's line: the name is text for a spreadsheet (leading apostrophe), quoted
  const row = lines.find((l) => l.includes(formulaBookingId))!;
  expect(row).toBeTruthy();
  expect(row).toContain(`,결제,${formulaBookingId},`);
  expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
  expect(lines.some((l) => /(^|,)=/.test(l))).toBe(false);
  await expect(toast(page)).toContainText('CSV 파일을 내려받았습니다.');
});

test('the settlement account: masked, a wrong number refused at the field, then registered and shown as ****1234', async ({ page }) => {
  await openSettlement(page);
  const card = page.getByTestId('settlement-account');
  await expect(card.getByTestId('settlement-account-number')).toHaveText('****6789');
  await expect(card).toContainText('KB국민은행');

  // the bank list narrows as the lawyer types
  await card.getByRole('searchbox', { name: '은행 검색' }).fill('신한');
  await expect(card.getByRole('combobox', { name: /^은행/ }).locator('option')).toHaveText(['은행 선택', 'KB국민은행', '신한은행']);
  await card.getByRole('combobox', { name: /^은행/ }).selectOption({ label: '신한은행' });
  const number = card.getByLabel(/^계좌번호/);
  await number.fill('12-345');
  await card.getByLabel(/^예금주/).fill('김도현');
  await card.getByRole('button', { name: '계좌 변경' }).click();
  // refused by the database (hint invalid_account_number), shown at the field in Korean
  await expect(card.locator('#settlement-account_number-error')).toHaveText('계좌번호는 숫자 10~16자리로 입력해주세요. (하이픈 사용 가능)');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByTestId('settlement-account-number')).toHaveText('****6789');
  const before = await lawyer.sb.rpc('my_settlement_account');
  expect(before.data).toEqual([expect.objectContaining({ bank_code: '004', account_last4: '6789' })]);

  await number.fill('110-555-661234');
  await card.getByRole('button', { name: '계좌 변경' }).click();
  await expect(toast(page)).toContainText('정산 계좌 저장 완료');
  await expect(toast(page)).toContainText('가입하신 이메일로 확인 메일을 보냈습니다.');
  await expect(card.getByTestId('settlement-account-number')).toHaveText('****1234');
  await expect(card).toContainText('신한은행');
  await expect(card.locator('#settlement-account_number-error')).toHaveCount(0);
  await expect(card.getByRole('combobox', { name: /^은행/ })).toHaveValue('088');
  const after = await lawyer.sb.rpc('my_settlement_account');
  expect(after.data).toEqual([expect.objectContaining({ bank_code: '088', account_last4: '1234', holder_name: '김도현' })]);
  // the account-takeover defence: the lawyer's bell has the change, linking this page
  const { data: notes } = await lawyer.sb.from('notifications').select('kind').eq('kind', 'lawyer_settlement_account_changed');
  expect(notes!.length).toBeGreaterThanOrEqual(1);
});

test('the 정산 page passes axe', async ({ page }) => {
  const closed = (await statements()).find((s) => s.status !== 'open')!;
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto(`/lawyer/settlement?statement=${closed.id}`);
  await expect(page.getByTestId('statement-detail').getByTestId('settlement-line')).toHaveCount(closed.entry_count);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`)).toEqual([]);
});

test('a client cannot open the 정산 page', async ({ page }) => {
  await browserSessionFor(page, CLIENT);
  await page.goto('/lawyer/settlement');
  await expect(toast(page)).toContainText('접근 권한 없음');
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByTestId('settlement-current')).toHaveCount(0);
});

test('a lawyer awaiting approval is told the page opens after approval', async ({ page }) => {
  await loginAsLawyer(page, PENDING_LAWYER);
  await page.goto('/lawyer/settlement');
  await expect(page.getByRole('heading', { name: '프로필 승인 후 이용할 수 있습니다', level: 1 })).toBeVisible();
  await expect(page.getByTestId('settlement-current')).toHaveCount(0);
  await expect(page.getByTestId('settlement-account')).toHaveCount(0);
});
