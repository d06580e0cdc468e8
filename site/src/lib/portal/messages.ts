// Texts the spec gives in Korean for /my-bookings (spec §2 "My bookings", §4, §8). They stay Korean
// in every interface language.
export const MY_BOOKINGS_KO = {
  heading: '예약 내역을 확인하고 관리하세요',
  loading: '예약 내역을 불러오는 중...',
  empty: '아직 예약 내역이 없습니다.',
  book: '예약하기',
  noLawyer: '변호사 정보 없음',
  defaultType: '일반 상담',
  details: '상담 내용',
  minutes: '분',
  won: '원',
  loginTitle: '로그인 필요',
  loginText: '예약 내역을 보려면 로그인이 필요합니다.',
  loadFailed: '예약 조회 실패',
  kst: '한국 시간',
  localTime: '현지 시간',
  portalLink: '마이페이지에서 더 보기',
  // holds (docs/bookings.md): an unpaid booking keeps its slot for a limited time
  expired: '만료됨',
  expiredHint: '기한 내에 결제되지 않아 예약 시간이 해제되었습니다.',
  timeLeft: '결제 남은 시간',
  pay: '결제하기',
  // rescheduling (issue 27): the move itself happens in the portal's bookings, on the same calendar
  reschedule: '일정 변경',
  awaiting: '일정이 변경되어 변호사의 확정을 기다리고 있습니다.',
  // the consultation's language (issue 29), worded as the Korean client portal's card
  language: '상담 언어',
} as const;
