// Won amounts: integers, shown with thousands separators and the 원 suffix (Korean UI).

const WON = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 50000 → '50,000원'; empty → '-'. */
export function formatWon(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '-';
  // `+ 0` turns -0 (a negated zero deduction) into 0: Intl would write '-0'
  return `${WON.format(amount + 0)}원`;
}

/** 1000 → '1,000'. */
export function formatNumber(n: number): string {
  return WON.format(n);
}
