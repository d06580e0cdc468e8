// What every policy page shows around its sections, per language: the dates line and, on the
// courtesy translations (Chinese, Japanese, Vietnamese), which version prevails. The English text
// is the original every translation was made from, so it is the one that prevails (the language
// support policy, section 3, says the same); the laws of the Republic of Korea govern either way
// (terms of service, section 7).
import type { Lang } from '../../lib/i18n/locale.ts';

export interface PolicyHead {
  /** The dates line under the title, `{date}` the policy's effective date (BRAND.policyDate). */
  dates: string;
  /** Which version prevails, on a courtesy translation. */
  prevails?: string;
}

export const POLICY_HEAD: Record<Lang, PolicyHead> = {
  en: { dates: 'Effective date: {date} · Last revised: {date}' },
  ko: { dates: '시행일: {date} · 최종 개정일: {date}' },
  zh: {
    dates: '生效日期：{date} · 最后修订日期：{date}',
    prevails: '本中文版本仅为方便阅读而提供的译本；如与英文版本有任何不一致，以英文版本为准。',
  },
  ja: {
    dates: '施行日：{date}・最終改定日：{date}',
    prevails: 'この日本語版は便宜上の翻訳です。英語版と内容に相違がある場合は、英語版が優先します。',
  },
  vi: {
    dates: 'Ngày hiệu lực: {date} · Sửa đổi lần cuối: {date}',
    prevails: 'Bản tiếng Việt này là bản dịch nhằm tạo thuận tiện cho người đọc; nếu có điểm khác biệt so với bản tiếng Anh, bản tiếng Anh được ưu tiên áp dụng.',
  },
};
