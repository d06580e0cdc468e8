// FAQ content (the spec leaves the texts open beyond the statements of its section 1). English here,
// the other languages in ./faq/<lang>.ts with the same tabs and order; pages call faqFor(lang) and
// homeFaqFor(lang) (server-side: the FAQ is prerendered with each page).
import type { Lang } from '../lib/i18n/index.ts';
import { faq as ko } from './faq/ko.ts';
import { faq as zh } from './faq/zh.ts';
import { faq as ja } from './faq/ja.ts';
import { faq as vi } from './faq/vi.ts';

export interface Faq {
  q: string;
  a: string;
}

export const FAQ_TABS = ['services', 'payments', 'languages', 'followup', 'privacy'] as const;
export type FaqTab = (typeof FAQ_TABS)[number];

export type FaqSet = Record<FaqTab, Faq[]>;

export const FAQ: FaqSet = {
  services: [
    { q: 'What is K-Legal?', a: 'K-Legal is a directory and booking marketplace where verified, licensed Korean lawyers and patent attorneys advertise online consultations. It is not a law firm and does not give legal advice or representation: the consultation is between you and the lawyer you choose.' },
    { q: 'Who handles my consultation?', a: 'Consultations are handled directly by licensed lawyers. You see each lawyer’s bar admission year, practice areas, languages and consultation fees before you book.' },
    { q: 'Can I meet the lawyer in person?', a: 'No. Consultations booked through K-Legal are online only; there are no in-person meetings through the product.' },
    { q: 'How fast will I be connected?', a: 'We aim to connect you within 24 hours. Our customer center operates 24/7 and replies within 1 hour.' },
    { q: 'What is the Free Check-up?', a: 'A free request form: tell us what your matter is about and we contact you within 24 hours to help you prepare and find the practice area that fits. It does not replace a consultation with a lawyer.' },
    { q: 'How are lawyers ordered in the directory?', a: 'In a neutral order that rotates every day. K-Legal does not recommend, prefer or rank lawyers, and no payment changes the order. You alone choose your lawyer.' },
  ],
  payments: [
    { q: 'How much does a consultation cost?', a: 'Each lawyer sets fees for 20, 40 and 60 minutes, shown in Korean won on their profile. Where a lawyer has not set a fee, the standard fees are ₩50,000 (20 min), ₩90,000 (40 min) and ₩130,000 (60 min).' },
    { q: 'Is there a retainer?', a: 'No. You pay only for the consultation you book. Any follow-up work is arranged directly with the lawyer.' },
    { q: 'How do I pay?', a: 'You pay online when you confirm the booking, on the payment page of K-Legal\'s payment provider: a Korean payment gateway connected through PortOne, which also accepts international cards, or Stripe where it is offered. The provider takes the payment on the lawyer\'s behalf.' },
    { q: 'Where does my payment go?', a: 'To the lawyer you booked. K-Legal takes no share of consultation fees, because Korean law does not allow a non-lawyer to share in a lawyer\'s fees. Each paid fee is recorded for the lawyer and paid out to them after the monthly close, less the payment provider\'s processing fee. If your booking is cancelled and refunded, nothing is paid out for it.' },
    { q: 'How do coupons work?', a: 'Lawyers you bookmark may send you coupons, and K-Legal may also give you coupons. Choose an unused, unexpired coupon on the booking page; the discount is shown before you confirm and the final price is calculated by our system when the booking is created.' },
  ],
  languages: [
    { q: 'Which languages can I use?', a: 'English and Korean are standard. AI-powered live interpretation is available free of charge in 48 languages.' },
    { q: 'How does live interpretation work?', a: 'During the online meeting, AI-powered interpretation runs between you and the Korean lawyer in real time. Interpreted speech is machine-generated; ask the lawyer to repeat or rephrase anything that is unclear.' },
    { q: 'Can I find a lawyer who speaks my language?', a: 'Yes. Each profile lists the languages the lawyer speaks, and the lawyer list can be filtered by language.' },
  ],
  followup: [
    { q: 'What happens after I book?', a: 'After the lawyer confirms your booking, you receive by e-mail or mobile the links to a Free Check-Up form and to the online meeting. Join the meeting at the scheduled time.' },
    { q: 'What if I need more help after the consultation?', a: 'Follow-up work after the first consultation is arranged directly with the lawyer.' },
    { q: 'Can I book the same lawyer again?', a: 'Yes. Bookmark the lawyer to find them quickly; bookmarking also brings coupons and chances of a free consultation.' },
  ],
  privacy: [
    { q: 'What personal data do you keep?', a: 'Only what the service needs: your contact details and the details you give for your consultation. See the Privacy Policy for the full list.' },
    { q: 'How long is my data kept?', a: 'Personal data is kept for 1 year after the consultation ends, then deleted.' },
    { q: 'Who can see the documents I upload?', a: 'Documents attached to a Free Check-up are stored privately; only our team can open them. They are never public.' },
  ],
};

/** The FAQ in every language (the test checks each has the English tabs, order and count). */
export const FAQ_BY_LANG: Record<Lang, FaqSet> = { en: FAQ, ko, zh, ja, vi };

/** The FAQ in a page's language. */
export function faqFor(lang: Lang): FaqSet {
  return FAQ_BY_LANG[lang] ?? FAQ;
}

/** The five questions of the home page accordion, in a page's language. */
export function homeFaqFor(lang: Lang): Faq[] {
  const f = faqFor(lang);
  return [f.services[0]!, f.payments[0]!, f.languages[0]!, f.followup[1]!, f.privacy[1]!];
}

/** The five questions of the home page accordion (English). */
export const HOME_FAQ: Faq[] = homeFaqFor('en');
