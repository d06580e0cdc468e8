// The profile's language levels and their verification (issue 29), a dictionary of its own so
// that it loads with the profile page only.
export const languageTexts = {
  languagesHint: "언어마다 수준을 선택하세요. 운영팀이 인터뷰로 확인한 언어에는 사이트에 '인증됨' 표시가 붙습니다. 인증된 언어의 수준을 바꾸거나 언어를 빼면 인증이 해제됩니다.",
  languageLevel: { native: '원어민 수준', fluent: '유창함', working: '업무 가능' },
  languageLevelFor: (name: string) => `${name} 수준`,
  languageStatus: { pending: '인증 대기', verified: '인증됨', rejected: '인증 거절' },
  languageRejectedNote: (note: string) => `거절 사유: ${note}`,
  languageWillUnverify: '저장하면 인증이 해제됩니다',
};
