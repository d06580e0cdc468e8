// @vitest-environment node
// What the site says happens to a consultation fee matches what the product does (issue 26, item 6;
// docs/settlement.md), in every language: the platform takes no share (the Attorney-at-Law Act),
// the payment providers take the payment on the lawyer's behalf, each fee is recorded for the
// lawyer, the PG fee is deducted, the lawyer's own coupon reduces the lawyer's share while the
// platform's coupon does not, statements close monthly (KST) and are paid to the registered bank
// account, refunds reverse the entries. No language may still say fees are paid directly to the
// lawyers (the payment now goes through the platform's providers).
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../lib/i18n/locale.ts';
import { en } from '../lib/i18n/en.ts';
import { dict as ko } from '../lib/i18n/ko.ts';
import { dict as zh } from '../lib/i18n/zh.ts';
import { dict as ja } from '../lib/i18n/ja.ts';
import { dict as vi } from '../lib/i18n/vi.ts';
import { FAQ, FAQ_BY_LANG } from './faq.ts';
import { ADVERTISING } from './policies/advertising.ts';
import { PRIVACY } from './policies/privacy.ts';
import { TERMS } from './policies/terms.ts';
import { policyTexts, type PolicySection } from './policies/types.ts';

// a translation missing the key counts as empty (the page would fall back to English)
const DISCLAIMER: Record<Lang, string> = { en: en['disclaimer.text'], ko: ko['disclaimer.text'] ?? '', zh: zh['disclaimer.text'] ?? '', ja: ja['disclaimer.text'] ?? '', vi: vi['disclaimer.text'] ?? '' };
const sectionText = (section: PolicySection) => policyTexts([section]).join('\n');

/** The terms' settlement section: its heading and the facts it must state, per language. */
const TERMS_SETTLEMENT: Record<Lang, { title: string; facts: string[] }> = {
  en: {
    title: 'Consultation fees and settlement',
    facts: ['takes no share', 'platform fee is zero', 'Attorney-at-Law Act', "on the lawyer's behalf", 'PortOne', 'international cards', 'Stripe', 'settlement ledger', "processing fee is deducted from the lawyer's settlement", "lawyer's own coupon reduces the lawyer's share", 'full listed fee', 'calendar month (Korea Standard Time)', 'bank account the lawyer has registered', 'carried to the next statement', 'line by line in the lawyer portal', 'ledger entries are reversed'],
  },
  ko: {
    title: '상담료의 정산',
    facts: ['일부도 받지 않으며', '플랫폼 수수료는 0원', '변호사법', '변호사를 대신하여', '포트원(PortOne)', '해외 발급 카드', 'Stripe', '정산 원장', '결제 수수료는 변호사의 정산 금액에서 공제', '변호사가 발행한 쿠폰의 할인액은 변호사의 정산 금액에서 차감', '할인 전 상담료를 기준으로', '매월(한국 표준시', '변호사가 등록한 은행 계좌', '다음 정산으로 이월', '변호사 포털에서 정산서와 그 내역을 건별로 확인', '반대 기록으로 상계'],
  },
  zh: {
    title: '咨询费与结算',
    facts: ['不从咨询费中抽取任何分成', '平台服务费为零', '《律师法》', '代律师在线收取', 'PortOne', '境外发行的银行卡', 'Stripe', '结算台账', '手续费从律师的结算金额中扣除', '律师本人发放的优惠券', '折扣前的标价咨询费', '自然月（韩国标准时间）', '律师登记的银行账户', '结转至下一期结算', '在律师门户中逐笔查看', '台账记录将被冲销'],
  },
  ja: {
    title: '相談料と精算',
    facts: ['相談料の一部を受け取らず', 'プラットフォーム手数料はゼロ', '弁護士法', '弁護士に代わって', 'PortOne', '海外発行カード', 'Stripe', '精算台帳', '決済手数料は、弁護士の精算額から差し引かれます', '弁護士自身が発行したクーポンの割引額は、弁護士の精算額から差し引かれます', '割引前の相談料に基づいて', '暦月ごと（韓国標準時）', '弁護士が登録した銀行口座', '次回の精算に繰り越されます', '弁護士ポータルで各精算書とその明細を1件ずつ確認', '反対の記録により相殺'],
  },
  vi: {
    title: 'Phí tư vấn và việc quyết toán cho luật sư',
    facts: ['không nhận bất kỳ phần nào của phí tư vấn', 'phí nền tảng bằng không', 'Luật Luật sư', 'thay mặt cho luật sư', 'PortOne', 'thẻ phát hành ở nước ngoài', 'Stripe', 'sổ quyết toán', 'Phí xử lý của nhà cung cấp dịch vụ thanh toán được khấu trừ vào số tiền quyết toán của luật sư', 'phiếu giảm giá do chính luật sư phát hành được trừ vào phần của luật sư', 'mức phí niêm yết đầy đủ', 'tháng dương lịch (giờ chuẩn Hàn Quốc)', 'tài khoản ngân hàng mà luật sư đã đăng ký', 'chuyển sang kỳ quyết toán sau', 'theo từng dòng trong cổng thông tin dành cho luật sư', 'bút toán tương ứng được ghi đảo'],
  },
};

/** Per language: the FAQ's answer on where the payment goes, the disclaimer, the advertising policy's coupons, the privacy policy's settlement account. */
const FACTS: Record<Lang, { faq: string[]; disclaimer: string; coupons: string[]; privacy: string[]; stale: RegExp }> = {
  en: {
    faq: ['takes no share', 'monthly close', "payment provider's processing fee", 'refunded, nothing is paid out'],
    disclaimer: "collects them on the lawyers' behalf and takes no share",
    coupons: ['funded by that lawyer', "K-Legal's own promotion", 'full listed fee'],
    privacy: ['settle consultation fees to the lawyers', 'PortOne', 'Stripe', 'bank account they register', 'last 4 digits', 'e-mailed to the lawyer'],
    stale: /paid directly to the lawyers?|are paid to the lawyers?\b/i,
  },
  ko: {
    faq: ['일부도 받지 않습니다', '매월 정산 마감 후', '결제 수수료를 공제', '환불되면 해당 금액은 지급되지 않습니다'],
    disclaimer: '변호사를 대신하여 상담료를 수납할 뿐 그 일부도 받지 않습니다',
    coupons: ['변호사가 비용을 부담하는 할인', 'K-Legal이 비용을 부담하는 자체 프로모션', '할인 전 상담료'],
    privacy: ['변호사에게 상담료를 정산', '포트원(PortOne)', 'Stripe', '정산 계좌(은행, 계좌번호, 예금주)', '끝 4자리', '이메일로 안내'],
    stale: /상담료는 변호사에게 (직접 )?지급됩니다/,
  },
  zh: {
    faq: ['不从咨询费中抽取任何分成', '每月结算结账后', '扣除支付服务提供商的手续费', '不会就该预约向律师付款'],
    disclaimer: '仅代律师收取，不抽取任何分成',
    coupons: ['律师出资的折扣', '由K-Legal出资的自身促销活动', '折扣前的标价咨询费'],
    privacy: ['向提供咨询的律师结算咨询费', 'PortOne', 'Stripe', '银行账户（银行、账号和账户持有人姓名）', '最后 4 位', '电子邮件通知律师'],
    stale: /直接支付给律师|咨询费用支付给律师/,
  },
  ja: {
    faq: ['相談料の一部も受け取りません', '毎月の精算の締め後', '決済代行会社の手数料を差し引いて', '返金された場合、その分は弁護士に支払われません'],
    disclaimer: '弁護士に代わって受領するのみで、その一部も受け取りません',
    coupons: ['弁護士が費用を負担する割引', 'K-Legalが費用を負担する自社のプロモーション', '割引前の相談料'],
    privacy: ['弁護士への相談料の精算', 'PortOne', 'Stripe', '銀行口座（銀行、口座番号、口座名義）', '末尾4桁', 'メールで通知'],
    stale: /弁護士に直接支払われ|相談料は弁護士に支払われます/,
  },
  vi: {
    faq: ['không nhận bất kỳ phần nào của phí tư vấn', 'chốt sổ hằng tháng', 'trừ phí xử lý của nhà cung cấp dịch vụ thanh toán', 'sẽ không có khoản nào được chuyển cho luật sư'],
    disclaimer: 'chỉ thu hộ luật sư và không nhận bất kỳ phần nào',
    coupons: ['do chính luật sư cung cấp phiếu chi trả', 'chương trình khuyến mại của riêng K-Legal', 'mức phí niêm yết đầy đủ'],
    privacy: ['quyết toán phí tư vấn cho luật sư', 'PortOne', 'Stripe', 'tài khoản ngân hàng mà luật sư đăng ký', '4 chữ số cuối', 'thông báo cho luật sư qua email'],
    stale: /trả trực tiếp cho luật sư|Phí tư vấn được trả cho luật sư/,
  },
};

describe.each(LANGS)('settlement copy in %s', (lang) => {
  it('the terms have the settlement section, right after bookings and payment, stating each fact', () => {
    const { title, facts } = TERMS_SETTLEMENT[lang];
    const index = TERMS[lang].findIndex((s) => s.title === title);
    expect(index, `no section "${title}" in the ${lang} terms`).toBeGreaterThan(0);
    // the same place as in English: the section that follows "Bookings and payment"
    expect(index).toBe(TERMS.en.findIndex((s) => s.title === TERMS_SETTLEMENT.en.title));
    expect(TERMS.en[index - 1]!.title).toBe('Bookings and payment');
    const text = sectionText(TERMS[lang][index]!);
    for (const fact of facts) expect(text, `the ${lang} settlement section lacks "${fact}"`).toContain(fact);
  });

  it('the FAQ says where the payment goes, after "how do I pay"', () => {
    const payments = FAQ_BY_LANG[lang].payments;
    const index = FAQ.payments.findIndex((f) => f.q === 'Where does my payment go?');
    expect(index).toBe(FAQ.payments.findIndex((f) => f.q === 'How do I pay?') + 1);
    for (const fact of FACTS[lang].faq) expect(payments[index]!.a, `the ${lang} FAQ answer lacks "${fact}"`).toContain(fact);
  });

  it('the disclaimer says the fees are collected on the lawyers’ behalf with no share kept', () => {
    expect(DISCLAIMER[lang]).toContain(FACTS[lang].disclaimer);
  });

  it('the advertising policy tells the lawyer’s coupon from the platform’s', () => {
    const coupons = ADVERTISING[lang][ADVERTISING.en.findIndex((s) => s.title === 'Coupons')]!;
    for (const fact of FACTS[lang].coupons) expect(sectionText(coupons), `${lang} coupons lack "${fact}"`).toContain(fact);
  });

  it('the privacy policy names the payment providers and the lawyer’s settlement account', () => {
    const text = policyTexts(PRIVACY[lang]).join('\n');
    for (const fact of FACTS[lang].privacy) expect(text, `the ${lang} privacy policy lacks "${fact}"`).toContain(fact);
  });

  it('nothing still says the fees are paid directly to the lawyers', () => {
    const texts = [
      DISCLAIMER[lang],
      ...Object.values(FAQ_BY_LANG[lang]).flatMap((items) => items.flatMap((f) => [f.q, f.a])),
      ...[TERMS, PRIVACY, ADVERTISING].flatMap((policy) => policyTexts(policy[lang])),
    ];
    expect(texts.filter((t) => FACTS[lang].stale.test(t))).toEqual([]);
  });
});
