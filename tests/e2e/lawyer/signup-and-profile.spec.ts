// A new lawyer: applies with a certificate (validation order and messages of the spec), sees the
// not-yet-approved warning, is approved by an administrator (through the API's approval function),
// appears on the public /lawyers list without a reload, edits the profile (photo, specialties,
// regions, languages, fees) and the public profile shows the change.
import { expect, test } from '@playwright/test';
import { adminApprove, api, CERTIFICATE_PDF, loginAsLawyer, PASSWORD, PHOTO_PNG, signedIn, toast, unique } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const tag = unique('e2e-lawyer');
const lawyer = {
  email: `${tag}@example.com`,
  nameKorean: '테스트변호사',
  nameEnglish: `E2E ${tag}`,
  registration: String(Math.floor(10000 + Math.random() * 89999)),
};
let lawyerId: string;

test('a new lawyer signs up with a certificate and sees the not-yet-approved warning', async ({ page }) => {
  await page.goto('/lawyer-signup');
  await expect(page.getByRole('heading', { name: '승인 절차' })).toBeVisible();
  await expect(page.getByLabel('자격 유형')).toHaveValue('bar_exam');
  const submit = page.getByRole('button', { name: '가입 신청하기' });

  // the spec's validation order, first failure only
  await submit.click();
  await expect(toast(page)).toContainText('모든 필수 항목을 입력해주세요.');
  await page.getByLabel('한글 이름').fill(lawyer.nameKorean);
  await page.getByLabel('영문 이름').fill(lawyer.nameEnglish);
  await page.getByLabel('이메일').fill(lawyer.email);
  await page.locator('#signup-password').fill('short');
  await page.getByLabel('변호사협회 / 변리사회 등록번호').fill(lawyer.registration);
  await submit.click();
  await expect(toast(page)).toContainText('비밀번호는 8자 이상이어야 합니다.');
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-passwordConfirm').fill(`${PASSWORD}x`);
  await submit.click();
  await expect(toast(page)).toContainText('비밀번호가 일치하지 않습니다.');
  await page.locator('#signup-passwordConfirm').fill(PASSWORD);
  await submit.click();
  await expect(toast(page)).toContainText('서비스 이용약관 및 개인정보 처리방침에 동의해주세요.');
  await page.getByLabel('서비스 이용약관에 동의합니다.').check();
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await submit.click();
  await expect(toast(page)).toContainText('변호사/변리사 자격증을 업로드해주세요.');

  await page.getByLabel('자격 유형').selectOption('patent_attorney');
  await page.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await expect(page.getByTestId('chosen-file')).toContainText('certificate.pdf');
  await submit.click();

  await expect(toast(page)).toContainText('회원가입 신청 완료');
  await page.waitForURL('**/lawyer/dashboard');
  await expect(page.getByTestId('unapproved-warning')).toContainText('관리자 승인 후 의뢰인에게 공개됩니다');
  await expect(page.getByText(`${lawyer.nameKorean} 변호사님`)).toBeVisible();
  await expect(page.getByText('변리사시험')).toBeVisible();

  lawyerId = (await signedIn(lawyer.email)).uid;
});

test('applying again with the same e-mail says it is already registered', async ({ page }) => {
  await page.goto('/lawyer-signup');
  await page.getByLabel('한글 이름').fill(lawyer.nameKorean);
  await page.getByLabel('영문 이름').fill(lawyer.nameEnglish);
  await page.getByLabel('이메일').fill(lawyer.email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-passwordConfirm').fill(PASSWORD);
  await page.getByLabel('변호사협회 / 변리사회 등록번호').fill('99999');
  await page.getByLabel('서비스 이용약관에 동의합니다.').check();
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await page.getByRole('button', { name: '가입 신청하기' }).click();
  await expect(toast(page)).toContainText('회원가입 실패');
  await expect(toast(page)).toContainText('이미 가입된 이메일입니다.');
  await expect(page).toHaveURL(/\/lawyer-signup$/);
});

test('once approved, the warning is gone and the lawyer is listed publicly', async ({ page }) => {
  expect(lawyerId).toBeTruthy();
  await adminApprove(lawyerId);
  const listed = await api().from('lawyer_directory').select('id').eq('id', lawyerId);
  expect(listed.data).toHaveLength(1);
  await loginAsLawyer(page, lawyer.email);
  await expect(page.getByTestId('unapproved-warning')).toHaveCount(0);
});

test('the lawyer edits photo, specialties, regions, languages and fees', async ({ page }) => {
  await loginAsLawyer(page, lawyer.email);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '프로필' }).click();
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(lawyer.email);
  await expect(page.getByLabel('이메일', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('변호사 등록번호')).toHaveAttribute('readonly', '');

  // photo: saved at once
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(toast(page)).toContainText('업로드 완료');
  await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute('src', /lawyer-photos/);

  await page.getByLabel('법무법인').fill('E2E 법률사무소');
  await page.getByLabel('합격 / 등록 연도').fill('2018');
  await page.getByLabel('20분 상담료 (원)').fill('70000');
  await page.getByLabel('40분 상담료 (원)').fill('120000');
  await page.getByLabel('60분 상담료 (원)').fill('');
  // integer-or-empty rule
  await page.getByLabel('40분 상담료 (원)').fill('12만');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.getByText('숫자만 입력해주세요.')).toBeVisible();
  await page.getByLabel('40분 상담료 (원)').fill('120000');

  // specialties: open the '형사 사건' group, choose a sub-category
  await page.locator('details[data-category="criminal"] > summary').click();
  await page.getByRole('group', { name: '형사 사건' }).getByLabel('음주운전').check();
  await page.getByRole('group', { name: '활동 지역' }).getByLabel('부산광역시').check();
  await page.getByRole('group', { name: '통역 없이 상담 가능한 언어' }).getByLabel('영어').check();
  // the preview follows the form
  await expect(page.getByTestId('profile-preview')).toContainText('70,000원');
  await expect(page.getByTestId('profile-preview')).toContainText('부산광역시');

  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(toast(page)).toContainText('저장 완료');
  await expect(toast(page)).toContainText('프로필이 성공적으로 업데이트되었습니다.');

  // the dashboard shows the saved profile (60 min empty → default fee)
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '대시보드' }).click();
  await expect(page.getByText('E2E 법률사무소')).toBeVisible();
  await expect(page.getByTestId('dashboard-specialties')).toContainText('형사 사건');
  await expect(page.getByTestId('dashboard-regions')).toContainText('부산광역시');
  await expect(page.getByText('70,000원')).toBeVisible();
  await expect(page.getByText('120,000원')).toBeVisible();
  await expect(page.getByText('130,000원')).toBeVisible();

  // the public directory row (what the site reads) carries the change
  const { data } = await api().from('lawyer_directory').select('*').eq('id', lawyerId).single();
  const row = data as Record<string, unknown>;
  expect(row.fee_20min).toBe(70_000);
  expect(row.fee_40min).toBe(120_000);
  expect(row.fee_60min).toBeNull();
  expect(row.region_ids).toContain('busan');
  expect(row.language_ids).toContain('en');
  expect(row.specialty_ids).toContain('criminal.dui');
  // the photo is stored as the object's same-origin path in the lawyer's own folder, never a URL
  expect(String(row.profile_photo_url)).toMatch(new RegExp(`^/storage/v1/object/public/lawyer-photos/${lawyerId}/${lawyerId}-\\d+\\.png$`));
});

test('public site: the approved lawyer appears on /lawyers without reload, and the profile shows the change', async ({ browser }) => {
  // Needs the public site (site/). Shows a second new lawyer appearing live on the open list.
  const page = await browser.newPage();
  await page.goto(`/lawyers?q=${encodeURIComponent(lawyer.nameEnglish)}`);
  await expect(page.locator('#lawyer-list .lc-name', { hasText: lawyer.nameEnglish })).toBeVisible();

  const other = { email: `${unique('e2e-live')}@example.com`, name: `E2E Live ${Date.now()}` };
  const sb = api();
  const up = await sb.auth.signUp({ email: other.email, password: PASSWORD, options: { data: { name_korean: '라이브', name_english: other.name } } });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob([CERTIFICATE_PDF]) });
  expect(file.error).toBeNull();
  const ins = await sb.from('lawyers').insert({ id: uid, bar_association_number: '55555', qualification_type: 'bar_exam', verification_document_url: path, is_approved: false, is_visible: false });
  expect(ins.error).toBeNull();
  await expect(page.locator('#lawyer-list .lc-name', { hasText: other.name })).toHaveCount(0);
  // the directory shows 12 cards a page: look for the new name in the open list (no reload)
  await page.getByPlaceholder('Search by name or specialty...').fill(other.name);
  await expect(page.locator('#lawyer-count')).toHaveText('0 lawyers');
  await adminApprove(uid);
  await expect(page.locator('#lawyer-list .lc-name', { hasText: other.name })).toBeVisible({ timeout: 15_000 });

  await page.goto(`/lawyer/${lawyerId}`);
  await expect(page.getByText(lawyer.nameEnglish).first()).toBeVisible();
  await expect(page.getByText(/70,000/).first()).toBeVisible();
  await expect(page.getByText(/120,000/).first()).toBeVisible();
  await expect(page.locator('img[src*="lawyer-photos"]').first()).toBeVisible();
  await page.close();
});
