// The whole product lifecycle (issue 8), one scenario across four browser contexts: a visitor who
// becomes a client, a new lawyer, the administrator and a second client (plus an anonymous
// visitor for the free check-up). Reuses the selectors and flows of the per-app specs.
// Screenshots of every step are test artifacts; with DOCS_SCREENSHOTS=1 a chosen subset is also
// written to docs/images/ (1280x800) for the user guides.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { CERTIFICATE_PDF, PHOTO_PNG, moveBookingToPast, toast as lawyerToast } from '../lawyer/helpers.ts';
import { adminLogIn, expectToast as adminToast } from '../admin/helpers.ts';
import { CLIENT2, PASSWORD, api, chooseCalendarDay, expectToast as siteToast, logIn, openDays, signedIn } from '../client/helpers.ts';

const DOCS_IMAGES = path.resolve(import.meta.dirname, '../../../docs/images');
const VIEWPORT = { width: 1280, height: 800 };
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const lawyer = {
  email: `lifecycle-lawyer-${stamp}@example.com`,
  nameKorean: '이서준',
  nameEnglish: `Lee Seo-jun ${stamp}`,
  registration: String(Math.floor(10000 + Math.random() * 89999)),
};
const client = { email: `lifecycle-client-${stamp}@example.com`, name: `Amara Okafor ${stamp}` };
const checkup = { email: `lifecycle-checkup-${stamp}@example.com`, name: `Lifecycle Checkup ${stamp}` };

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

/** The lawyer hub's dashboard for a lawyer who is already signed in in this browser context. */
async function lawyerDashboard(page: Page): Promise<void> {
  await page.goto('/lawyer/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
}

let shotNo = 0;
/** Screenshot of a step (artifact); `doc` also writes docs/images/<doc>.png when DOCS_SCREENSHOTS=1. */
async function shot(page: Page, info: TestInfo, name: string, doc?: string): Promise<void> {
  shotNo += 1;
  const file = info.outputPath(`${String(shotNo).padStart(2, '0')}-${name}.png`);
  // Chromium sometimes refuses a capture while a page settles after a navigation (seen once after
  // the site's sign-out on a loaded machine): wait for the page to load and try once more
  await page.screenshot({ path: file }).catch(async () => {
    await page.waitForLoadState('load');
    await page.screenshot({ path: file });
  });
  if (doc && process.env.DOCS_SCREENSHOTS === '1') {
    fs.mkdirSync(DOCS_IMAGES, { recursive: true });
    await page.screenshot({ path: path.join(DOCS_IMAGES, `${doc}.png`) });
  }
}

async function newPage(browser: Browser): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: VIEWPORT });
  return { ctx, page: await ctx.newPage() };
}

/** Picks a day the lawyer has open (lawyer_open_slots) in the booking calendar, then tries its slots until one is free. */
async function bookFirstFreeSlot(page: Page, lawyerId: string): Promise<void> {
  const [day] = await openDays(api(), lawyerId);
  if (!day) throw new Error('the lawyer has no open day');
  await chooseCalendarDay(page, day.date);
  for (const time of day.times) {
    await page.getByLabel('Time (KST)').selectOption(time);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const notice = page.getByRole('complementary', { name: 'Booking Summary' }).getByRole('alert');
    const outcome = await Promise.race([
      page.getByRole('heading', { name: 'Payment' }).waitFor().then(() => 'pay' as const),
      notice.filter({ hasText: 'This time slot has just been taken' }).waitFor().then(() => 'taken' as const),
    ]);
    if (outcome === 'pay') return;
  }
  throw new Error('no free slot');
}

test('the product lifecycle: lawyer, admin, client and a second client', async ({ browser }, info) => {
  test.setTimeout(360_000);
  const v = await newPage(browser); // visitor, then client
  const l = await newPage(browser); // new lawyer
  const a = await newPage(browser); // administrator
  const c2 = await newPage(browser); // second client
  const visitor = v.page;
  const lp = l.page;
  const admin = a.page;
  const second = c2.page;
  let lawyerId = '';
  let bookingId = '';
  let booking: { booking_date: string; booking_time: string } = { booking_date: '', booking_time: '' };
  const meetingLink = `https://meet.example.com/lifecycle-${stamp}`;

  await test.step('1. a lawyer signs up with a certificate and is not listed publicly', async () => {
    // the directory shows 12 cards a page: the visitor searches for the new lawyer's name
    await visitor.goto(`/lawyers?q=${encodeURIComponent(lawyer.nameEnglish)}`);
    await expect(visitor.locator('#lawyer-count')).toHaveText('0 lawyers');

    await lp.goto('/lawyer-signup');
    await expect(lp.getByRole('heading', { name: '승인 절차' })).toBeVisible();
    await lp.getByLabel('한글 이름').fill(lawyer.nameKorean);
    await lp.getByLabel('영문 이름').fill(lawyer.nameEnglish);
    await lp.getByLabel('이메일').fill(lawyer.email);
    await lp.locator('#signup-password').fill(PASSWORD);
    await lp.locator('#signup-passwordConfirm').fill(PASSWORD);
    await lp.getByLabel('변호사협회 / 변리사회 등록번호').fill(lawyer.registration);
    await lp.getByLabel('서비스 이용약관에 동의합니다.').check();
    await lp.getByLabel('개인정보 처리방침에 동의합니다.').check();
    await lp.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
    await expect(lp.getByTestId('chosen-file')).toContainText('certificate.pdf');
    await shot(lp, info, 'lawyer-signup-form', 'lawyer-01-signup');
    await lp.getByRole('button', { name: '가입 신청하기' }).click();
    await expect(lawyerToast(lp)).toContainText('회원가입 신청 완료');
    await lp.waitForURL('**/lawyer/dashboard');
    await expect(lp.getByTestId('unapproved-warning')).toContainText('관리자 승인 후 의뢰인에게 공개됩니다');
    await shot(lp, info, 'lawyer-awaiting-approval');

    lawyerId = (await signedIn(lawyer.email)).uid;
    const listed = await (await signedIn(CLIENT2)).sb.from('lawyer_directory').select('id').eq('id', lawyerId);
    expect(listed.data).toHaveLength(0);
    await expect(visitor.locator('#lawyer-list .lc-name', { hasText: lawyer.nameEnglish })).toHaveCount(0);
  });

  await test.step('2. the admin opens the certificate and approves; the open /lawyers page shows the lawyer', async () => {
    await adminLogIn(admin);
    await expect(admin.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
    await expect(admin.getByTestId('pending-lawyer').filter({ hasText: lawyer.email })).toBeVisible();
    await shot(admin, info, 'admin-dashboard', 'admin-01-dashboard');
    await admin.goto('/admin/lawyers');
    await admin.getByPlaceholder('이름 또는 이메일 검색').fill(lawyer.email);
    await expect(admin.locator('tbody tr')).toHaveCount(1);
    await admin.locator('tbody tr').first().click();
    await expect(admin).toHaveURL(/\/admin\/lawyers\/[0-9a-f-]+\/show$/);
    await expect(admin.getByText('승인 대기', { exact: true })).toBeVisible();
    await expect(admin.getByText(lawyer.registration).first()).toBeVisible();

    const signed = a.ctx.waitForEvent(
      'response',
      (r) => r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/lawyer-verifications/') && r.url().includes('token='),
    );
    await admin.getByRole('button', { name: /자격증 보기/ }).click();
    const response = await signed;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await shot(admin, info, 'admin-lawyer-application', 'admin-02-lawyer-approval');

    await admin.getByRole('button', { name: `승인: ${lawyer.nameKorean}` }).click();
    await adminToast(admin, '승인 완료', '변호사가 승인되었습니다.');
    await expect(admin.getByText('승인됨', { exact: true })).toBeVisible();
    await shot(admin, info, 'admin-lawyer-approved');

    // the visitor's page has stayed open since step 1: no reload
    await expect(visitor.locator('#lawyer-list .lc-name', { hasText: lawyer.nameEnglish })).toBeVisible({ timeout: 15_000 });
    await shot(visitor, info, 'visitor-lawyers-live');
  });

  await test.step('3. the lawyer completes the profile; the public profile shows it', async () => {
    await lawyerDashboard(lp);
    await expect(lp.getByTestId('unapproved-warning')).toHaveCount(0);
    await lp.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '프로필' }).click();
    await expect(lp.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
    await lp.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(lawyerToast(lp)).toContainText('업로드 완료');
    await expect(lp.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /lawyer-photos/);
    await lp.getByLabel('법무법인').fill('Lifecycle 법률사무소');
    await lp.getByLabel('합격 / 등록 연도').fill('2018');
    await lp.getByLabel('20분 상담료 (원)').fill('70000');
    await lp.getByLabel('40분 상담료 (원)').fill('120000');
    await lp.getByLabel('60분 상담료 (원)').fill('160000');
    await lp.locator('details[data-category="criminal"] > summary').click();
    await lp.getByRole('group', { name: '형사 사건' }).getByLabel('음주운전').check();
    await lp.getByRole('group', { name: '활동 지역' }).getByLabel('부산광역시').check();
    await lp.getByRole('group', { name: '통역 없이 상담 가능한 언어' }).getByLabel('영어').check();
    await expect(lp.getByTestId('profile-preview')).toContainText('70,000원');
    await shot(lp, info, 'lawyer-profile-edit', 'lawyer-02-profile');
    await lp.getByRole('button', { name: '프로필 저장' }).click();
    await expect(lawyerToast(lp)).toContainText('저장 완료');

    await visitor.goto(`/lawyer/${lawyerId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(lawyer.nameEnglish);
    const main = visitor.locator('main');
    await expect(main).toContainText(/70,000/);
    await expect(main).toContainText(/120,000/);
    await expect(main).toContainText(/160,000/);
    await expect(main).toContainText(/Busan|부산/);
    await expect(main).toContainText(/DUI|음주운전/);
    await expect(main).toContainText(/English|영어/);
    await expect(visitor.locator('img[src*="lawyer-photos"]').first()).toBeVisible();
    await shot(visitor, info, 'public-lawyer-profile', 'client-01-lawyer-profile');
  });

  await test.step('4. a visitor signs up and bookmarks; the admin tops up; the lawyer messages and issues a coupon', async () => {
    await visitor.goto('/auth?mode=signup');
    await visitor.getByLabel('Name').fill(client.name);
    await visitor.getByLabel('Email').fill(client.email);
    await visitor.getByLabel(/^Password/).fill(PASSWORD);
    await visitor.getByLabel('I agree to the collection and use of my personal information.').check();
    await shot(visitor, info, 'client-signup', 'client-02-signup');
    await visitor.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
    await expect(visitor).toHaveURL(/\/$/);
    await siteToast(visitor, 'Signup Complete', 'Welcome! You can now use our services.');
    await expect(visitor.locator('#nav-welcome')).toHaveText(`Welcome, ${client.name}`);

    await visitor.goto(`/lawyers?q=${encodeURIComponent(lawyer.nameEnglish)}`);
    const heart = visitor.locator(`#lawyer-list [data-lawyer-id="${lawyerId}"] [data-action="bookmark"]`);
    await heart.click();
    await siteToast(visitor, 'Lawyer bookmarked!');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await shot(visitor, info, 'client-bookmarked');

    // a new lawyer has no credits: the admin tops up first
    await admin.goto('/admin/credits');
    await admin.getByRole('button', { name: '크레딧 충전' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('변호사').fill(lawyer.email);
    await admin.getByRole('option', { name: new RegExp(lawyer.email.replace(/[.]/g, '\\.')) }).click();
    await expect(dialog.getByText('현재 잔액: 0 크레딧')).toBeVisible();
    await dialog.getByLabel('충전 크레딧').fill('500');
    await dialog.getByLabel('메모 (예: 입금 확인 번호)').fill(`lifecycle ${stamp}`);
    await shot(admin, info, 'admin-credit-top-up', 'admin-03-credits');
    await dialog.getByRole('button', { name: '충전' }).click();
    await adminToast(admin, '크레딧 충전 완료', '충전 후 잔액: 500 크레딧');

    const me = await signedIn(client.email);
    const bm = await me.sb.from('lawyer_bookmarks').select('id').eq('lawyer_id', lawyerId).single();
    expect(bm.error).toBeNull();
    const bookmarkId = (bm.data as { id: string }).id;

    await lp.goto('/lawyer/bookmarks');
    const row = lp.locator(`[data-testid="bookmark-row"][data-bookmark-id="${bookmarkId}"]`);
    await expect(row).toContainText(client.name);
    await expect(lp.getByTestId('credits-balance')).toHaveText('500');
    await row.getByRole('button', { name: '메시지 작성' }).click();
    const msg = lp.getByRole('dialog', { name: '메시지 작성' });
    await msg.getByRole('textbox').fill('Thanks for bookmarking me. Here is a coupon for your first consultation.');
    await msg.getByRole('button', { name: '전송' }).click();
    await expect(lawyerToast(lp)).toContainText('메시지를 전송했습니다.');
    await expect(row).toContainText('보낸 메시지: Thanks for bookmarking me.');

    await row.getByRole('button', { name: '쿠폰 발행' }).click();
    const cp = lp.getByRole('dialog', { name: '쿠폰 발행' });
    await cp.getByLabel('쿠폰 금액 (원)').fill('10000');
    await cp.getByLabel('유효기간').fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + 30 * 86_400_000)));
    await expect(cp.getByTestId('coupon-credits-needed')).toHaveText('100');
    await shot(lp, info, 'lawyer-issue-coupon', 'lawyer-03-coupon');
    await cp.getByRole('button', { name: '구매' }).click();
    await expect(lawyerToast(lp)).toContainText('쿠폰이 발행되었습니다. 100 크레딧이 차감되었습니다.');
    await expect(lp.getByTestId('credits-balance')).toHaveText('400');
    await expect(row).toContainText('✓ 쿠폰 발행됨');
  });

  await test.step('5. the client downloads the coupon, books 40 minutes with it and pays; the second client cannot take the slot', async () => {
    await visitor.goto('/client/bookmarks');
    const card = visitor.locator(`[data-lawyer-id="${lawyerId}"]`);
    await expect(card.locator('.pb-message', { has: visitor.getByRole('heading', { name: 'Message from Lawyer' }) })).toContainText('Thanks for bookmarking me.');
    const coupon = card.locator('.pb-coupon', { has: visitor.getByRole('heading', { name: 'Special Coupon' }) });
    await expect(coupon).toContainText('₩10,000 off');
    await coupon.getByRole('button', { name: 'Download Coupon' }).click();
    await siteToast(visitor, /Coupon ".+" downloaded successfully!/);
    await shot(visitor, info, 'client-coupon-downloaded', 'client-03-bookmarks-coupon');

    await visitor.goto(`/booking?lawyer=${lawyerId}`);
    const summary = visitor.getByRole('complementary', { name: 'Booking Summary' });
    await expect(summary).toContainText(lawyer.nameEnglish);
    await visitor.getByLabel('Duration').selectOption('40');
    await visitor.getByLabel('Coupon').selectOption({ label: 'Lawyer Special Coupon - ₩10,000 off' });
    await expect(summary).toContainText('-₩10,000');
    await expect(summary).toContainText('₩110,000');
    await visitor.getByLabel(/What would you like to discuss/).fill('Lifecycle: my driving licence was suspended.');
    await bookFirstFreeSlot(visitor, lawyerId);
    await expect(visitor.getByText('Test mode: no real card is charged.')).toBeVisible();
    await shot(visitor, info, 'client-payment', 'client-04-payment');
    await visitor.getByRole('button', { name: 'Pay ₩110,000' }).click();
    await expect(visitor.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeVisible();
    await shot(visitor, info, 'client-booked');

    // the price and discount are the server's
    const me = await signedIn(client.email);
    const row = await me.sb.from('bookings').select('id,lawyer_id,booking_date,booking_time,duration_minutes,list_fee,discount_amount,fee_amount,status,payment_status').single();
    expect(row.error).toBeNull();
    expect(row.data).toMatchObject({ lawyer_id: lawyerId, duration_minutes: 40, list_fee: 120000, discount_amount: 10000, fee_amount: 110000, status: 'pending', payment_status: 'paid' });
    bookingId = row.data!.id;
    booking = row.data!;
    const used = await me.sb.from('user_coupons').select('is_used');
    expect(used.data).toEqual([{ is_used: true }]);

    // the second client tries the same slot
    await second.goto('/auth');
    await logIn(second, CLIENT2);
    await expect(second).toHaveURL(/\/$/);
    const time = booking.booking_time.slice(0, 5);
    await second.goto(`/booking?lawyer=${lawyerId}&date=${booking.booking_date}&time=${time}&duration=40`);
    const s2 = second.getByRole('complementary', { name: 'Booking Summary' });
    await expect(s2).toContainText(`${time} KST`);
    // the page already knows the slot is taken (lawyer_busy_slots): Booked, a message, no Confirm
    await expect(second.getByLabel('Time (KST)').locator(`option[value="${time}"]`)).toHaveText(`${time} KST — Booked`);
    await expect(s2.getByRole('alert')).toHaveText('This time slot has just been taken. Please choose another time.');
    await expect(second.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    await shot(second, info, 'second-client-slot-taken');
  });

  await test.step('6. confirm (paid), meeting link, Join Online Meeting, complete once started; the lawyer dashboard updates', async () => {
    await lawyerDashboard(lp);
    await expect(lp.getByTestId('stat-pending-value')).toHaveText('1');
    await expect(lp.getByTestId('stat-earnings-value')).toHaveText('0');
    await lp.goto('/lawyer/bookings');
    const card = lp.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await expect(card).toContainText(client.name);
    await expect(card).toContainText('40분');
    await card.getByRole('button', { name: '승인' }).click();
    await expect(lawyerToast(lp)).toContainText('예약 상태가 승인되었습니다.');
    await expect(card).toHaveAttribute('data-status', 'confirmed');
    await shot(lp, info, 'lawyer-booking-confirmed', 'lawyer-04-bookings');

    await admin.goto('/admin/bookings');
    await admin.getByPlaceholder('의뢰인, 변호사 또는 상담 유형 검색').fill(client.name);
    const row = admin.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('승인됨');
    await row.getByRole('button', { name: '추가' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(client.email);
    await dialog.getByLabel('미팅 링크').fill(meetingLink);
    await shot(admin, info, 'admin-meeting-link', 'admin-04-meeting-link');
    await dialog.getByRole('button', { name: '저장' }).click();
    await adminToast(admin, '저장 완료', '미팅 링크가 저장되었습니다.');
    await expect(dialog).toBeHidden();

    await visitor.goto('/client/dashboard');
    await expect(visitor.getByRole('link', { name: /Join Online Meeting/ }).first()).toHaveAttribute('href', meetingLink);
    await shot(visitor, info, 'client-dashboard-join', 'client-05-dashboard');
    await visitor.goto('/client/bookings');
    const mine = visitor.locator(`[data-booking-id="${bookingId}"]`);
    await expect(mine).toContainText('Confirmed');
    await expect(mine).toContainText('Paid');
    await expect(mine.getByRole('link', { name: /Join Online Meeting/ })).toHaveAttribute('href', meetingLink);
    await shot(visitor, info, 'client-bookings-join');

    // completing waits for the consultation to start: disabled with the reason until then
    await expect(card.getByRole('button', { name: '상담 완료 처리' })).toBeDisabled();
    await expect(card.getByTestId('complete-not-yet')).toHaveText('상담 시작 후 완료할 수 있습니다');
    // the consultation takes place: move its start into the past (service role), then complete
    await moveBookingToPast(bookingId);
    await lp.reload();
    await expect(card).toHaveAttribute('data-status', 'confirmed');
    await card.getByRole('button', { name: '상담 완료 처리' }).click();
    const ask = lp.getByRole('dialog').filter({ has: lp.getByTestId('booking-action-dialog') });
    await expect(ask).toContainText('이 상담을 완료 처리할까요?');
    await shot(lp, info, 'lawyer-complete-confirm');
    await ask.getByRole('button', { name: '완료 처리하기' }).click();
    await expect(lawyerToast(lp)).toContainText('예약 상태가 완료되었습니다.');
    await expect(card).toHaveAttribute('data-status', 'completed');
    await lp.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '대시보드' }).click();
    await expect(lp.getByTestId('stat-earnings-value')).toHaveText('110,000');
    await expect(lp.getByTestId('stat-clients-value')).toHaveText('1');
    await expect(lp.getByTestId('stat-pending-value')).toHaveText('0');
    await shot(lp, info, 'lawyer-dashboard-earnings', 'lawyer-05-dashboard');
  });

  await test.step('7. an anonymous visitor sends a free check-up with a document; the admin triages it', async () => {
    const anon = await newPage(browser);
    const p = anon.page;
    await p.goto('/free-checkup');
    await expect(p.getByRole('heading', { name: 'Free Check-up', level: 1 })).toBeVisible();
    await p.getByLabel(/Legal Category/).selectOption('Labor & Employment');
    await p.getByLabel('Specific Issue').selectOption('Unpaid Wages');
    await p.getByLabel(/^Name/).fill(checkup.name);
    await p.getByLabel(/^Email/).fill(checkup.email);
    await p.getByLabel(/^Mobile/).fill('010-2222-3333');
    await p.getByLabel(/Briefly describe/).fill('My employer has not paid my wages for three months.');
    await p.getByRole('group', { name: 'Is it urgent?' }).getByLabel('Yes').check();
    await p.locator('input[type=file]').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
    await expect(p.getByText('contract.pdf')).toBeVisible();
    await p.getByRole('checkbox', { name: /I agree to the collection and use of my personal information/ }).check(); // issue 15
    await shot(p, info, 'visitor-free-checkup', 'client-06-free-checkup');
    await p.getByRole('button', { name: 'Submit Free Check-up' }).click();
    await expect(p).toHaveURL(/\/$/);
    await siteToast(p, 'Submitted Successfully');
    await anon.ctx.close();

    await admin.goto('/admin/free-checkups');
    await expect(admin.getByRole('heading', { name: '무료 상담 신청 관리', level: 1 })).toBeVisible();
    await admin.getByPlaceholder('이름, 이메일, 휴대폰, 분야 검색').fill(checkup.name);
    const row = admin.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('긴급');
    const select = row.getByRole('combobox', { name: `${checkup.name} 신청의 상태` });
    await expect(select).toHaveText('대기중');
    for (const label of ['검토완료', '연락완료', '처리완료', '대기중']) {
      await select.click();
      await admin.getByRole('option', { name: label, exact: true }).click();
      await adminToast(admin, '상태 업데이트 완료', '상태가 성공적으로 변경되었습니다.');
      await expect(select).toHaveText(label);
    }
    await row.getByRole('button', { name: `상세보기: ${checkup.name}` }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Unpaid Wages');
    const doc = a.ctx.waitForEvent('response', (r) => r.request().method() === 'GET' && r.url().includes('/object/sign/free-checkup-documents/') && r.url().includes('token='));
    await dialog.getByRole('button', { name: /contract\.pdf/ }).click();
    expect((await doc).status()).toBe(200);
    await dialog.getByPlaceholder('관리자 메모를 입력하세요...').fill('Lifecycle: called back, forwarded to a labour lawyer.');
    await shot(admin, info, 'admin-checkup-triage', 'admin-05-free-checkup');
    await dialog.getByRole('button', { name: '메모 저장' }).click();
    await adminToast(admin, '메모 저장 완료', '관리자 메모가 저장되었습니다.');
    const { sb } = await signedIn('admin@demo.test');
    const saved = await sb.from('free_checkups').select('status,admin_notes').eq('email', checkup.email).single();
    expect(saved.data).toEqual({ status: 'pending', admin_notes: 'Lifecycle: called back, forwarded to a labour lawyer.' });
  });

  await test.step('8. access rules and sign-outs', async () => {
    // the client cannot open the console or the lawyer hub
    await visitor.goto('/admin');
    await adminToast(visitor, '접근 권한 없음', '관리자 권한이 필요합니다.');
    await visitor.waitForURL((u) => u.pathname === '/');
    for (const p of ['/lawyer/dashboard', '/lawyer/bookings']) {
      await visitor.goto(p);
      await expect(lawyerToast(visitor)).toContainText('변호사만 접근할 수 있습니다.');
      await visitor.waitForURL((u) => u.pathname === '/');
    }
    // the lawyer cannot open the console
    await lp.goto('/admin');
    await adminToast(lp, '접근 권한 없음', '관리자 권한이 필요합니다.');
    await lp.waitForURL((u) => u.pathname === '/');
    await shot(lp, info, 'lawyer-refused-admin');

    // sign-outs: client → home, lawyer → home, admin → console log-in, second client → home
    await visitor.goto('/');
    await visitor.locator('#account-toggle').click();
    await visitor.getByRole('button', { name: 'Logout' }).click();
    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.getByRole('link', { name: 'Log-in' })).toBeVisible();
    await shot(visitor, info, 'client-signed-out');

    await lawyerDashboard(lp);
    await lp.getByRole('button', { name: '로그아웃' }).click();
    await expect(lawyerToast(lp)).toContainText('로그아웃 완료');
    await lp.waitForURL((u) => u.pathname === '/');
    await shot(lp, info, 'lawyer-signed-out');

    await admin.goto('/admin/dashboard');
    await admin.getByText('로그아웃', { exact: true }).last().click();
    await expect(admin).toHaveURL(/\/admin\/login$/);
    await shot(admin, info, 'admin-signed-out');

    await second.goto('/');
    await second.locator('#account-toggle').click();
    await second.getByRole('button', { name: 'Logout' }).click();
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByRole('link', { name: 'Log-in' })).toBeVisible();
    for (const page of [visitor, lp, admin, second]) {
      const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')));
      expect(keys).toEqual([]);
    }
  });

  for (const x of [v, l, a, c2]) await x.ctx.close();
});
