// Texts of the free check-up's privacy consent that the dictionaries do not have yet (issue 15):
// the database refused a request because the policy changed while the page was open (hint
// privacy_policy_changed). The consent box itself uses the sign-up's texts (auth.privacy,
// auth.privacyLink, auth.privacyRequired, auth.privacyRequiredText).
import type { Lang } from './i18n/locale.ts';

export const POLICY_CHANGED: Record<Lang, string> = {
  en: 'The privacy policy has changed. Please reload the page, read it again and agree to the current version.',
  ko: '개인정보처리방침이 변경되었습니다. 페이지를 새로고침하고 다시 읽은 뒤 현재 버전에 동의해 주세요.',
  zh: '隐私政策已更新。请刷新页面，重新阅读并同意当前版本。',
  ja: 'プライバシーポリシーが変更されました。ページを再読み込みし、もう一度お読みのうえ現在の版に同意してください。',
  vi: 'Chính sách quyền riêng tư đã thay đổi. Vui lòng tải lại trang, đọc lại và đồng ý với phiên bản hiện tại.',
};
