// The texts of two-step verification (login step and the 보안 page), Korean first.
import { useLocaleState } from 'react-admin';

const ko = {
  menu: '보안',
  title: '보안 (2단계 인증)',
  intro: '인증 앱(Google Authenticator, Microsoft Authenticator 등)을 등록하면 로그인할 때 비밀번호와 함께 앱에 표시되는 6자리 코드를 입력해야 합니다. 등록한 뒤에는 코드로 인증한 세션에서만 관리자 기능을 사용할 수 있습니다.',
  none: '등록된 인증 앱이 없습니다.',
  factors: '등록된 인증 앱',
  verified: '사용 중',
  unverified: '확인 전',
  created: '등록일',
  add: '인증 앱 등록',
  name: '이름',
  defaultName: '인증 앱',
  scan: '인증 앱으로 QR 코드를 스캔하거나 아래 키를 직접 입력한 다음, 앱에 표시된 6자리 코드를 입력하세요.',
  secret: '설정 키',
  code: '인증 코드 (6자리)',
  verify: '확인',
  cancel: '취소',
  remove: '삭제',
  removeConfirm: '이 인증 앱을 삭제할까요? 삭제하면 로그인할 때 코드를 묻지 않습니다.',
  enrolled: '인증 앱을 등록했습니다.',
  removed: '인증 앱을 삭제했습니다.',
  invalidCode: '인증 코드가 올바르지 않습니다. 앱에 표시된 6자리 코드를 다시 입력하세요.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.',
  needAal2: '코드로 인증한 세션에서만 변경할 수 있습니다. 로그아웃한 다음 다시 로그인하세요.',
  loginTitle: '2단계 인증',
  loginBody: '인증 앱에 표시된 6자리 코드를 입력하세요.',
  loginSubmit: '인증',
  loginOther: '다른 계정으로 로그인',
};

const en: typeof ko = {
  menu: 'Security',
  title: 'Security (two-step verification)',
  intro: 'With an authenticator app (Google Authenticator, Microsoft Authenticator, …) enrolled, signing in asks for the 6-digit code the app shows after the password. From then on administrator functions work only in sessions verified with a code.',
  none: 'No authenticator app is enrolled.',
  factors: 'Authenticator apps',
  verified: 'In use',
  unverified: 'Not verified',
  created: 'Enrolled',
  add: 'Enrol an authenticator app',
  name: 'Name',
  defaultName: 'Authenticator app',
  scan: 'Scan the QR code with the authenticator app or type the key below, then enter the 6-digit code it shows.',
  secret: 'Setup key',
  code: 'Code (6 digits)',
  verify: 'Verify',
  cancel: 'Cancel',
  remove: 'Remove',
  removeConfirm: 'Remove this authenticator app? Signing in will no longer ask for a code.',
  enrolled: 'The authenticator app is enrolled.',
  removed: 'The authenticator app was removed.',
  invalidCode: 'The code is not valid. Enter the 6-digit code the app shows.',
  failed: 'The request failed. Please try again.',
  needAal2: 'Only a session verified with a code can change this. Sign out and sign in again.',
  loginTitle: 'Two-step verification',
  loginBody: 'Enter the 6-digit code shown by your authenticator app.',
  loginSubmit: 'Verify',
  loginOther: 'Sign in with another account',
};

export type MfaTexts = typeof ko;

export function mfaTexts(locale: string | undefined): MfaTexts {
  return locale === 'en' ? en : ko;
}

export function useMfaTexts(): MfaTexts {
  const [locale] = useLocaleState();
  return mfaTexts(locale);
}
