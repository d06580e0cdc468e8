// Static testimonials of the home page: a quote, a country and a case type. They describe the
// service, not a particular lawyer. The spec's rating stars are gone (issue 29, item 3): the Ministry
// of Justice's 2025 guideline bans star ratings on lawyer platforms. English here;
// testimonialsFor(lang) gives them in a page's language (same order and meaning).
import type { Lang } from '../lib/i18n/index.ts';
export interface Testimonial {
  quote: string;
  country: string;
  caseType: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { quote: 'I booked a 40-minute call about my E-7 visa extension the same evening. Seeing the time in both KST and my own time zone made it easy.', country: 'Philippines', caseType: 'Immigration & VISA' },
  { quote: 'My landlord would not return my deposit. The consultation was in English and I finally understood what to do next.', country: 'United States', caseType: 'Real Estate & Lease' },
  { quote: 'The live interpretation into Vietnamese worked well, and the fee was clear before I paid.', country: 'Vietnam', caseType: 'Labor & Employment' },
];

type Translated = Testimonial;

const TRANSLATIONS: Record<Exclude<Lang, 'en'>, Translated[]> = {
  ko: [
    { quote: 'E-7 비자 연장 문제로 당일 저녁 40분 상담을 예약했습니다. 한국 시간과 제 현지 시간이 함께 표시되어 편리했어요.', country: '필리핀', caseType: '출입국·비자' },
    { quote: '집주인이 보증금을 돌려주지 않았어요. 상담이 영어로 진행되어 앞으로 무엇을 해야 할지 드디어 이해했습니다.', country: '미국', caseType: '부동산·임대차' },
    { quote: '베트남어 실시간 통역이 잘 작동했고, 결제 전에 상담료가 명확하게 나와 있었어요.', country: '베트남', caseType: '노동·고용' },
  ],
  zh: [
    { quote: '我当天晚上就预约了 40 分钟的咨询，谈 E-7 签证延期的问题。同时显示韩国时间和我所在时区的时间，非常方便。', country: '菲律宾', caseType: '出入境与签证' },
    { quote: '房东一直不退还押金。咨询用英语进行，我终于明白下一步该怎么做了。', country: '美国', caseType: '房地产与租赁' },
    { quote: '越南语实时口译效果很好，付款前费用也一目了然。', country: '越南', caseType: '劳动与雇佣' },
  ],
  ja: [
    { quote: 'E-7ビザの延長について、その日の夜に40分の相談を予約できました。韓国時間と自分のタイムゾーンの時間が両方表示されるので分かりやすかったです。', country: 'フィリピン', caseType: '出入国・ビザ' },
    { quote: '大家が保証金を返してくれませんでした。相談は英語で行われ、次に何をすべきかようやく理解できました。', country: 'アメリカ', caseType: '不動産・賃貸借' },
    { quote: 'ベトナム語へのリアルタイム通訳がしっかり機能し、支払い前に料金がはっきり分かりました。', country: 'ベトナム', caseType: '労働・雇用' },
  ],
  vi: [
    { quote: 'Tôi đặt được buổi tư vấn 40 phút về việc gia hạn thị thực E-7 ngay tối hôm đó. Giờ được hiển thị cả theo KST lẫn múi giờ của tôi nên rất dễ theo dõi.', country: 'Philippines', caseType: 'Xuất nhập cảnh & Thị thực' },
    { quote: 'Chủ nhà không chịu trả lại tiền đặt cọc. Buổi tư vấn bằng tiếng Anh giúp tôi cuối cùng cũng hiểu mình cần làm gì tiếp theo.', country: 'Hoa Kỳ', caseType: 'Bất động sản & Thuê nhà' },
    { quote: 'Phiên dịch trực tiếp sang tiếng Việt hoạt động tốt, và phí được nêu rõ trước khi tôi thanh toán.', country: 'Việt Nam', caseType: 'Lao động & Việc làm' },
  ],
};

/** The testimonials in a page's language. */
export function testimonialsFor(lang: Lang): Testimonial[] {
  if (lang === 'en') return TESTIMONIALS;
  return TESTIMONIALS.map((t, i) => ({ ...t, ...TRANSLATIONS[lang][i] }));
}

/** The translations, for the completeness test. */
export const TESTIMONIAL_TRANSLATIONS = TRANSLATIONS;
