// Messages the spec gives in Korean: the spec's exact texts. They are shown in the visitor's
// language (issue 15, a deliberate departure from the spec's Korean-only message set; see
// docs/i18n.md): every one has a dictionary key msg.<name> (msg.year for yearSuffix), whose Korean
// text is exactly this one (completeness.test.ts checks it). Show t('msg.lawyerNotFound'), not
// KO.lawyerNotFound; this object stays as the spec's reference.
export const KO = {
  lawyerListLoading: '변호사 목록을 불러오는 중...',
  homeNoLawyers: '등록된 변호사가 없습니다.',
  noMatchingLawyers: '검색 조건에 맞는 변호사가 없습니다.',
  noRegisteredLawyers: '현재 등록된 변호사가 없습니다.',
  noRegisteredLawyersNote: '변호사는 회원가입 후 관리자의 승인을 거쳐 목록에 표시됩니다.',
  dataLoadFailed: '데이터 로드 실패',
  lawyerListLoadFailed: '변호사 목록을 불러오는데 실패했습니다.',
  lawyerNotFound: '변호사를 찾을 수 없습니다',
  lawyerNotFoundText: '해당 변호사 정보가 존재하지 않습니다.',
  lawyerLoadFailed: '변호사 정보를 불러오는데 실패했습니다.',
  logoutDone: '로그아웃 완료',
  logoutDoneText: '안전하게 로그아웃되었습니다.',
  logoutFailed: '로그아웃 실패',
  lawyerSelection: '변호사 선택',
  yearSuffix: '년',
  checkupInputError: '입력 오류',
  checkupSubmitFailed: '제출 실패',
  checkupTryAgain: '다시 시도해주세요.',
  checkupTooMany: '신청이 너무 많습니다. 1시간 뒤에 다시 시도해주세요.',
  checkupSubmitting: '제출 중...',
  lawyerBoxTitle: '변호사·변리사님, K-Legal과 함께하세요',
  lawyerBoxText: '한국에 거주하는 외국인과 외국 기업을 온라인 상담으로 만나보세요. 가입 신청 후 관리자 승인을 거쳐 프로필이 공개됩니다.',
  lawyerBoxButton: '변호사 회원 신청',
} as const;
