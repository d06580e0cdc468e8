// The consultation room's texts in the lawyer portal (issue 17).
export const roomTexts = {
  enter: '상담 입장',
  opensAt: (time: string) => `상담실은 ${time} (KST)에 열립니다`,
  notYet: '상담실이 아직 열리지 않았습니다',
};
