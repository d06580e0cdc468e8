// The demo lawyers: one source for the seed (supabase/seed.sql, built by build-seed.ts) and the
// portrait generator (generate-files.ts). Names are realistic Korean names, romanised; firms,
// addresses, phone numbers and e-mail domains are invented (`.example` is a reserved TLD).
// Specialties, regions and languages are the ids the reference-data migration gives them
// (consultation_categories.id slugs, regions.id, languages.id = ISO 639-1).

export interface DemoLawyer {
  id: string;
  email: string;
  nameKorean: string;
  nameEnglish: string;
  gender: 'male' | 'female';
  birthDate: string;
  phone: string;
  qualification: 'judicial_exam' | 'bar_exam' | 'patent_attorney';
  barYear: number | null;
  barNumber: string;
  school: string | null;
  lawFirm: string | null;
  officeAddress: string | null;
  officePhone: string | null;
  officeEmail: string | null;
  /** [20 min, 40 min, 60 min] in won; null: the lawyer left them empty (defaults apply). */
  fees: [number, number, number] | null;
  /** consultation_categories ids: top-level categories first, then sub-categories. */
  specialties: string[];
  regions: string[];
  languages: string[];
  bio: string | null;
  majorCases: string | null;
  otherCertifications: string | null;
  otherLanguages: string | null;
  freePr: string | null;
  /** approved+visible: listed; approved only: hidden by the lawyer; pending: awaiting review; revoked. */
  state: 'listed' | 'hidden' | 'pending' | 'revoked';
  /** Has a profile photo (generated portrait). */
  photo: boolean;
  /** Days before today the account was created. */
  joinedDaysAgo: number;
}

const uid = (n: string) => `00000000-0000-4000-8000-${n.padStart(12, '0')}`;

export const DEMO_IDS = {
  admin: uid('a1'),
  lawyer: uid('a2'),
  pendingLawyer: uid('a3'),
  client: uid('a4'),
  client2: uid('a5'),
} as const;

/** Lawyer n (1-based) of the demo roster: 00000000-0000-4000-8000-00000000100n. */
export const lawyerId = (n: number) => uid(String(1000 + n));
/** Client n (1-based): 00000000-0000-4000-8000-00000000300n. */
export const clientId = (n: number) => uid(String(3000 + n));

export const LAWYERS: DemoLawyer[] = [
  {
    id: DEMO_IDS.lawyer, email: 'lawyer@demo.test', nameKorean: '김도현', nameEnglish: 'Kim Do-hyun', gender: 'male',
    birthDate: '1984-05-12', phone: '010-2841-3307', qualification: 'judicial_exam', barYear: 2012, barNumber: '41287',
    school: 'Seoul National University, College of Law', lawFirm: 'Hanbit Law Group',
    officeAddress: '서울특별시 서초구 서초대로 320, 7층 (Seocho-daero 320, 7F, Seocho-gu, Seoul)', officePhone: '02-3476-1200', officeEmail: 'dohyun.kim@hanbitlaw.example',
    fees: [60000, 110000, 150000],
    specialties: ['immigration-visa', 'criminal', 'labor-employment', 'immigration-visa.visa-refusal-deportation', 'immigration-visa.employment-visa', 'criminal.immigration-violations', 'labor-employment.unpaid-wages'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en', 'zh'],
    bio: 'Former prosecutor with twelve years of practice, now focused on foreigners in Korea: visa refusals and cancellations, deportation orders, and criminal investigations where immigration status is at stake. I explain every step in plain English and tell you honestly what your options are.',
    majorCases: 'Overturned an E-7 visa cancellation for a software engineer (Seoul Administrative Court, 2023)\nSecured a suspended sentence and stay permit for a student charged with assault (2022)\nRecovered 38 months of unpaid wages for a group of migrant factory workers (2021)',
    otherCertifications: 'Certified Immigration Administrative Agent', otherLanguages: 'Basic Japanese',
    freePr: 'First 10 minutes of follow-up questions after a consultation are free.',
    state: 'listed', photo: true, joinedDaysAgo: 420,
  },
  {
    id: lawyerId(1), email: 'seoyeon.park@demo.test', nameKorean: '박서연', nameEnglish: 'Park Seo-yeon', gender: 'female',
    birthDate: '1988-11-03', phone: '010-5512-0931', qualification: 'bar_exam', barYear: 2015, barNumber: '52310',
    school: 'Korea University Law School', lawFirm: 'Law Office of Park Seo-yeon',
    officeAddress: '서울특별시 강남구 테헤란로 152, 12층 (Teheran-ro 152, 12F, Gangnam-gu, Seoul)', officePhone: '02-6205-4410', officeEmail: 'contact@parksylaw.example',
    fees: [50000, 90000, 130000],
    specialties: ['family-marriage', 'inheritance-family-assets', 'immigration-visa', 'family-marriage.international-marriage', 'family-marriage.divorce-alimony', 'family-marriage.child-custody', 'immigration-visa.marriage-visa'],
    regions: ['seoul'], languages: ['ko', 'en', 'es'],
    bio: 'International marriages, divorces and custody disputes between Korean and foreign spouses are the core of my practice. I also handle F-6 marriage visa problems that follow a separation.',
    majorCases: 'Won sole custody for a Filipino mother after an international divorce (2023)\nObtained F-6 status continuation for a domestic-violence survivor (2022)',
    otherCertifications: null, otherLanguages: null,
    freePr: 'Weekend consultations available on request.',
    state: 'listed', photo: true, joinedDaysAgo: 390,
  },
  {
    id: lawyerId(2), email: 'jihoon.lee@demo.test', nameKorean: '이지훈', nameEnglish: 'Lee Ji-hoon', gender: 'male',
    birthDate: '1979-02-20', phone: '010-7720-4185', qualification: 'judicial_exam', barYear: 2007, barNumber: '33018',
    school: 'Yonsei University, College of Law', lawFirm: 'Daeyang Partners',
    officeAddress: '서울특별시 종로구 종로 33, 15층 (Jong-ro 33, 15F, Jongno-gu, Seoul)', officePhone: '02-2198-7700', officeEmail: 'jh.lee@daeyang.example',
    fees: [80000, 150000, 210000],
    specialties: ['business-startup-investment', 'tax-administrative', 'intellectual-property', 'business-startup-investment.foreign-invested-company', 'business-startup-investment.shareholder-agreements', 'tax-administrative.tax-audits-appeals'],
    regions: ['seoul', 'incheon'], languages: ['ko', 'en', 'ja'],
    bio: 'I advise foreign founders and investors on entering the Korean market: incorporation, D-8 investment visas, shareholder agreements and tax registration. Fifteen years in corporate practice, including five at a Tokyo firm.',
    majorCases: 'Structured the Korean subsidiary of a Japanese robotics company (2022)\nDefended a foreign-invested startup in a VAT assessment appeal (2021)',
    otherCertifications: 'Registered Tax Accountant (Korea)', otherLanguages: 'Business Japanese (JLPT N1)',
    freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 380,
  },
  {
    id: lawyerId(3), email: 'hyunwoo.choi@demo.test', nameKorean: '최현우', nameEnglish: 'Choi Hyun-woo', gender: 'male',
    birthDate: '1990-07-14', phone: '010-3391-6624', qualification: 'bar_exam', barYear: 2017, barNumber: '61944',
    school: 'Pusan National University Law School', lawFirm: 'Haeun Law Firm',
    officeAddress: '부산광역시 연제구 법원로 28, 5층 (Beobwon-ro 28, 5F, Yeonje-gu, Busan)', officePhone: '051-505-2280', officeEmail: 'hw.choi@haeunlaw.example',
    fees: null,
    specialties: ['traffic-insurance', 'civil-debt-compensation', 'criminal', 'traffic-insurance.insurance-claims', 'traffic-insurance.accident-compensation', 'traffic-insurance.hit-and-run-uninsured'],
    regions: ['busan', 'gyeongnam', 'ulsan'], languages: ['ko', 'en'],
    bio: 'Busan-based litigator handling traffic accidents, insurance claims and compensation suits. Many of my clients are foreign seafarers, students and workers in the south-east.',
    majorCases: 'Won full insurance payout for a foreign student injured in a bus accident (2023)\nSettled a hit-and-run criminal case with no prosecution for the client (2022)',
    otherCertifications: null, otherLanguages: null, freePr: 'Hospital visits in Busan at no extra charge.',
    state: 'listed', photo: true, joinedDaysAgo: 350,
  },
  {
    id: lawyerId(4), email: 'haeun.jung@demo.test', nameKorean: '정하은', nameEnglish: 'Jung Ha-eun', gender: 'female',
    birthDate: '1991-09-30', phone: '010-4478-2251', qualification: 'bar_exam', barYear: 2018, barNumber: '66120',
    school: 'Ewha Womans University Law School', lawFirm: 'Onnuri Law',
    officeAddress: '서울특별시 마포구 마포대로 92, 9층 (Mapo-daero 92, 9F, Mapo-gu, Seoul)', officePhone: '02-711-3090', officeEmail: 'haeun@onnurilaw.example',
    fees: [45000, 80000, 120000],
    specialties: ['labor-employment', 'immigration-visa', 'consumer-protection', 'labor-employment.unpaid-wages', 'labor-employment.unfair-dismissal', 'labor-employment.industrial-accidents', 'labor-employment.foreign-worker-stay'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en', 'vi'],
    bio: 'Employment rights for foreign workers: unpaid wages, unfair dismissal, workplace injuries and the visa questions that come with changing employers. I worked three years at a migrant workers\' support centre before opening my practice.',
    majorCases: 'Reinstatement of an E-9 worker dismissed after reporting an injury (2023)\nClass claim for overtime pay at a logistics centre, 42 workers (2022)',
    otherCertifications: 'Certified Labor Attorney (공인노무사)', otherLanguages: 'Conversational Vietnamese',
    freePr: 'Reduced fees for workers on E-9 and H-2 visas.',
    state: 'listed', photo: true, joinedDaysAgo: 330,
  },
  {
    id: lawyerId(5), email: 'taehyun.kang@demo.test', nameKorean: '강태현', nameEnglish: 'Kang Tae-hyun', gender: 'male',
    birthDate: '1975-04-08', phone: '010-9902-1147', qualification: 'judicial_exam', barYear: 2003, barNumber: '27566',
    school: 'Sungkyunkwan University, College of Law', lawFirm: 'Kang & Partners',
    officeAddress: '서울특별시 서초구 법원로3길 15, 3층 (Beobwon-ro 3-gil 15, 3F, Seocho-gu, Seoul)', officePhone: '02-595-8800', officeEmail: 'th.kang@kangpartners.example',
    fees: [100000, 180000, 250000],
    specialties: ['criminal', 'military-nationality', 'tax-administrative', 'criminal.fraud-embezzlement', 'criminal.drugs-gambling', 'military-nationality.nationality-renunciation', 'military-nationality.dual-nationality'],
    regions: ['seoul'], languages: ['ko', 'en'],
    bio: 'Twenty years of criminal defence, from police questioning to the Supreme Court. Former military judge advocate; I also advise dual nationals on military service and nationality renunciation.',
    majorCases: 'Acquittal in a high-profile fraud case at the Seoul High Court (2021)\nNationality renunciation for a dual national before conscription age (2023)',
    otherCertifications: 'Former Judge Advocate, ROK Army', otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 320,
  },
  {
    id: lawyerId(6), email: 'yujin.choi@demo.test', nameKorean: '최유진', nameEnglish: 'Choi Yu-jin', gender: 'female',
    birthDate: '1987-01-25', phone: '010-6605-8832', qualification: 'bar_exam', barYear: 2014, barNumber: '49877',
    school: 'Hanyang University Law School', lawFirm: 'Seorin Law Office',
    officeAddress: '인천광역시 미추홀구 소성로 163, 2층 (Soseong-ro 163, 2F, Michuhol-gu, Incheon)', officePhone: '032-861-4400', officeEmail: 'yujin@seorinlaw.example',
    fees: [50000, 90000, 130000],
    specialties: ['real-estate-lease', 'civil-debt-compensation', 'consumer-protection', 'real-estate-lease.residential-lease', 'real-estate-lease.deposit-refund', 'real-estate-lease.property-sale-ownership'],
    regions: ['incheon', 'gyeonggi', 'seoul'], languages: ['ko', 'en', 'ru'],
    bio: 'Jeonse and monthly-rent deposits, landlord disputes and property purchases. I help tenants get their deposits back and review contracts before you sign.',
    majorCases: 'Recovered a 250-million-won jeonse deposit through a lease registration order (2023)\nCancelled a fraudulent officetel sale contract for a foreign buyer (2022)',
    otherCertifications: 'Licensed Real Estate Agent', otherLanguages: 'Russian (working knowledge)',
    freePr: 'Free contract review for first-time clients.',
    state: 'listed', photo: true, joinedDaysAgo: 300,
  },
  {
    id: lawyerId(7), email: 'seungmin.yoon@demo.test', nameKorean: '윤승민', nameEnglish: 'Yoon Seung-min', gender: 'male',
    birthDate: '1986-12-02', phone: '010-2250-7719', qualification: 'patent_attorney', barYear: 2013, barNumber: 'P-18452',
    school: 'KAIST, Electrical Engineering', lawFirm: 'Hanul Patent & Law',
    officeAddress: '대전광역시 유성구 대학로 99, 4층 (Daehak-ro 99, 4F, Yuseong-gu, Daejeon)', officePhone: '042-825-3311', officeEmail: 'sm.yoon@hanulip.example',
    fees: [70000, 130000, 180000],
    specialties: ['intellectual-property', 'business-startup-investment', 'intellectual-property.patents', 'intellectual-property.trademarks', 'intellectual-property.ip-licensing-valuation'],
    regions: ['daejeon', 'sejong', 'seoul'], languages: ['ko', 'en', 'de'],
    bio: 'Patent attorney with an engineering background: patent filings, trademark registration and IP licensing for startups and research labs. I work with overseas applicants entering Korea through the PCT and Madrid systems.',
    majorCases: 'Invalidation defence for a semiconductor patent portfolio (2022)\nTrademark opposition win for a European cosmetics brand (2023)',
    otherCertifications: 'Korean Patent Attorney (변리사)', otherLanguages: 'German (B2)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 290,
  },
  {
    id: lawyerId(8), email: 'minji.kang@demo.test', nameKorean: '강민지', nameEnglish: 'Kang Min-ji', gender: 'female',
    birthDate: '1993-03-17', phone: '010-8813-4402', qualification: 'bar_exam', barYear: 2020, barNumber: '74561',
    school: 'Chung-Ang University Law School', lawFirm: 'Miraero Law',
    officeAddress: '경기도 수원시 영통구 광교중앙로 140, 8층 (Gwanggyojungang-ro 140, 8F, Suwon, Gyeonggi)', officePhone: '031-217-5500', officeEmail: 'minji@miraerolaw.example',
    fees: [40000, 70000, 100000],
    specialties: ['immigration-visa', 'family-marriage', 'immigration-visa.student-visa', 'immigration-visa.stay-extension-change', 'immigration-visa.employment-visa'],
    regions: ['gyeonggi', 'seoul'], languages: ['ko', 'en', 'zh'],
    bio: 'Student and job-seeker visas (D-2, D-4, D-10), changes of status and extensions. Having studied in Taipei, I am glad to consult in Mandarin as well as English.',
    majorCases: 'D-10 to E-7 change of status after two refusals (2024)\nVisa extension for an overstaying student through a voluntary-departure plan (2023)',
    otherCertifications: null, otherLanguages: 'Mandarin (HSK 6)', freePr: 'Student discount: 20% off 20-minute consultations.',
    state: 'listed', photo: true, joinedDaysAgo: 270,
  },
  {
    id: lawyerId(9), email: 'jaewon.jang@demo.test', nameKorean: '장재원', nameEnglish: 'Jang Jae-won', gender: 'male',
    birthDate: '1982-08-21', phone: '010-4127-9903', qualification: 'judicial_exam', barYear: 2010, barNumber: '37790',
    school: 'Kyungpook National University, College of Law', lawFirm: 'Dalgubeol Law Group',
    officeAddress: '대구광역시 수성구 동대구로 364, 6층 (Dongdaegu-ro 364, 6F, Suseong-gu, Daegu)', officePhone: '053-755-1020', officeEmail: 'jw.jang@dalgubeol.example',
    fees: [50000, 90000, 130000],
    specialties: ['civil-debt-compensation', 'real-estate-lease', 'inheritance-family-assets', 'civil-debt-compensation.debt-collection', 'civil-debt-compensation.provisional-seizure-injunction', 'real-estate-lease.commercial-lease'],
    regions: ['daegu', 'gyeongbuk'], languages: ['ko', 'en'],
    bio: 'General civil practice in Daegu: debt collection, provisional seizures, lease disputes and inheritance. Clear fee estimates before any filing.',
    majorCases: 'Provisional seizure securing a 1.2-billion-won trade debt (2022)', otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 260,
  },
  {
    id: lawyerId(10), email: 'soyoung.lim@demo.test', nameKorean: '임소영', nameEnglish: 'Lim So-young', gender: 'female',
    birthDate: '1985-06-09', phone: '010-3362-5518', qualification: 'judicial_exam', barYear: 2011, barNumber: '39904',
    school: 'Seoul National University, College of Law', lawFirm: 'Yulchon Harbour LLC',
    officeAddress: '서울특별시 중구 세종대로 136, 20층 (Sejong-daero 136, 20F, Jung-gu, Seoul)', officePhone: '02-3788-0100', officeEmail: 'soyoung.lim@yulharbour.example',
    fees: [90000, 160000, 230000],
    specialties: ['business-startup-investment', 'labor-employment', 'tax-administrative', 'business-startup-investment.corporate-advisory', 'labor-employment.employment-contracts', 'business-startup-investment.investment-ma'],
    regions: ['seoul'], languages: ['ko', 'en', 'fr'],
    bio: 'Corporate and employment counsel for multinational companies in Seoul: executive contracts, restructuring, work rules and expatriate tax. LL.M., Université Paris 1.',
    majorCases: 'Collective dismissal process for a French retailer\'s Korean branch (2023)\nSettlement of a stock-option dispute for a former executive (2022)',
    otherCertifications: 'New York Bar', otherLanguages: 'French (C1)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 250,
  },
  {
    id: lawyerId(11), email: 'junho.oh@demo.test', nameKorean: '오준호', nameEnglish: 'Oh Jun-ho', gender: 'male',
    birthDate: '1992-10-11', phone: '010-5541-2276', qualification: 'bar_exam', barYear: 2019, barNumber: '70233',
    school: 'Chonnam National University Law School', lawFirm: 'Mudeung Law Office',
    officeAddress: '광주광역시 동구 준법로 7, 3층 (Junbeop-ro 7, 3F, Dong-gu, Gwangju)', officePhone: '062-222-6060', officeEmail: 'junho.oh@mudeunglaw.example',
    fees: null,
    specialties: ['criminal', 'labor-employment', 'traffic-insurance', 'criminal.theft-property', 'criminal.assault-threats', 'labor-employment.foreign-worker-stay'],
    regions: ['gwangju', 'jeonnam'], languages: ['ko', 'en', 'tl'],
    bio: 'Criminal defence and workers\' cases in Gwangju and South Jeolla, including seasonal agricultural workers and fishing crews.',
    majorCases: 'Non-indictment for a seasonal worker accused of theft (2023)', otherCertifications: null, otherLanguages: 'Basic Tagalog', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 240,
  },
  {
    id: lawyerId(12), email: 'eunbi.seo@demo.test', nameKorean: '서은비', nameEnglish: 'Seo Eun-bi', gender: 'female',
    birthDate: '1989-04-27', phone: '010-7784-3310', qualification: 'bar_exam', barYear: 2016, barNumber: '57402',
    school: 'Sogang University Law School', lawFirm: 'Hanaro Legal',
    officeAddress: '서울특별시 용산구 한강대로 95, 11층 (Hangang-daero 95, 11F, Yongsan-gu, Seoul)', officePhone: '02-798-2300', officeEmail: 'eunbi.seo@hanarolegal.example',
    fees: [60000, 100000, 140000],
    specialties: ['immigration-visa', 'tax-administrative', 'military-nationality', 'immigration-visa.refugee-humanitarian', 'immigration-visa.visa-refusal-deportation', 'tax-administrative.administrative-appeals'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en', 'ar'],
    bio: 'Refugee applications, humanitarian stay and appeals against immigration decisions. I regularly represent applicants from the Middle East and Africa and work with interpreters when needed.',
    majorCases: 'Refugee status granted on appeal for a Yemeni journalist (2022)\nRelease from immigration detention on humanitarian grounds (2023)',
    otherCertifications: null, otherLanguages: 'Arabic (intermediate)', freePr: 'Pro bono consultations for refugee applicants on Fridays.',
    state: 'listed', photo: true, joinedDaysAgo: 230,
  },
  {
    id: lawyerId(13), email: 'donghyuk.shin@demo.test', nameKorean: '신동혁', nameEnglish: 'Shin Dong-hyuk', gender: 'male',
    birthDate: '1970-01-19', phone: '010-2208-6645', qualification: 'judicial_exam', barYear: 1998, barNumber: '19021',
    school: 'Korea University, College of Law', lawFirm: 'Shin Dong-hyuk Law Office',
    officeAddress: '서울특별시 서초구 서초중앙로 148, 5층 (Seochojungang-ro 148, 5F, Seocho-gu, Seoul)', officePhone: '02-532-1919', officeEmail: 'office@shindh.example',
    fees: [120000, 200000, 280000],
    specialties: ['medical-dispute', 'civil-debt-compensation', 'criminal', 'medical-dispute.medical-malpractice', 'medical-dispute.medical-compensation', 'civil-debt-compensation.damages'],
    regions: ['seoul'], languages: ['ko', 'en'],
    bio: 'Former presiding judge. My practice covers medical malpractice and serious personal-injury claims, where a careful reading of medical records decides the case.',
    majorCases: 'Record damages award for a birth-injury malpractice claim (2020)\nSettlement with a cosmetic-surgery clinic for a foreign patient (2023)',
    otherCertifications: 'Former Judge, Seoul Central District Court', otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 220,
  },
  {
    id: lawyerId(14), email: 'yerin.jang@demo.test', nameKorean: '장예린', nameEnglish: 'Jang Ye-rin', gender: 'female',
    birthDate: '1994-02-05', phone: '010-6657-1184', qualification: 'bar_exam', barYear: 2021, barNumber: '78815',
    school: 'Kyung Hee University Law School', lawFirm: 'Sori Law',
    officeAddress: '서울특별시 성동구 왕십리로 83, 6층 (Wangsimni-ro 83, 6F, Seongdong-gu, Seoul)', officePhone: '02-2292-7410', officeEmail: 'yerin@sorilaw.example',
    fees: [40000, 75000, 110000],
    specialties: ['consumer-protection', 'civil-debt-compensation', 'intellectual-property', 'consumer-protection.online-scams', 'consumer-protection.refunds-defects', 'intellectual-property.copyright'],
    regions: ['seoul'], languages: ['ko', 'en', 'ja'],
    bio: 'Online shopping scams, refund disputes and copyright questions for creators and small online sellers. Fast, practical advice for everyday legal problems.',
    majorCases: 'Recovered deposits for 60 victims of a ticket-resale scam (2024)', otherCertifications: null, otherLanguages: 'Japanese (JLPT N2)', freePr: 'Replies to messages within the same day.',
    state: 'listed', photo: true, joinedDaysAgo: 200,
  },
  {
    id: lawyerId(15), email: 'sangwoo.han@demo.test', nameKorean: '한상우', nameEnglish: 'Han Sang-woo', gender: 'male',
    birthDate: '1983-11-29', phone: '010-9130-5527', qualification: 'bar_exam', barYear: 2012, barNumber: '42655',
    school: 'Inha University Law School', lawFirm: 'Incheon Harbor Law',
    officeAddress: '인천광역시 연수구 컨벤시아대로 165, 10층 (Convensia-daero 165, 10F, Yeonsu-gu, Incheon)', officePhone: '032-858-2020', officeEmail: 'sw.han@harborlaw.example',
    fees: [55000, 95000, 135000],
    specialties: ['business-startup-investment', 'immigration-visa', 'civil-debt-compensation', 'business-startup-investment.foreign-invested-company', 'immigration-visa.investment-startup-visa', 'civil-debt-compensation.contract-disputes'],
    regions: ['incheon', 'seoul'], languages: ['ko', 'en', 'zh', 'mn'],
    bio: 'Trade, logistics and investment clients around Incheon port and airport; investor and intra-company transfer visas for their staff.',
    majorCases: 'D-8 investor visa approvals for a Mongolian trading company\'s managers (2023)', otherCertifications: 'Customs Broker', otherLanguages: 'Mongolian (basic)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 190,
  },
  {
    id: lawyerId(16), email: 'hyejin.oh@demo.test', nameKorean: '오혜진', nameEnglish: 'Oh Hye-jin', gender: 'female',
    birthDate: '1972-07-07', phone: '010-2276-9048', qualification: 'judicial_exam', barYear: 2001, barNumber: '23904',
    school: 'Ewha Womans University, College of Law', lawFirm: 'Haneul Family Law Center',
    officeAddress: '서울특별시 서초구 반포대로 58, 9층 (Banpo-daero 58, 9F, Seocho-gu, Seoul)', officePhone: '02-3481-5050', officeEmail: 'hyejin.oh@haneulfamily.example',
    fees: [80000, 140000, 200000],
    specialties: ['family-marriage', 'inheritance-family-assets', 'family-marriage.divorce-alimony', 'inheritance-family-assets.international-inheritance', 'inheritance-family-assets.wills-probate'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en'],
    bio: 'Family law for over twenty years: divorce, division of assets across countries, international inheritance and wills. Calm, discreet and thorough.',
    majorCases: 'Division of marital assets held in Korea, the US and Singapore (2021)\nRecognition of a foreign will in a Korean inheritance (2022)',
    otherCertifications: 'Family Mediator, Seoul Family Court', otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 180,
  },
  {
    id: lawyerId(17), email: 'kibeom.song@demo.test', nameKorean: '송기범', nameEnglish: 'Song Ki-beom', gender: 'male',
    birthDate: '1968-03-03', phone: '010-5509-3321', qualification: 'judicial_exam', barYear: 1996, barNumber: '17733',
    school: 'Chungnam National University, College of Law', lawFirm: 'Hanbat Law Group',
    officeAddress: '대전광역시 서구 둔산중로 78, 7층 (Dunsanjung-ro 78, 7F, Seo-gu, Daejeon)', officePhone: '042-472-8800', officeEmail: 'kb.song@hanbatlaw.example',
    fees: [70000, 120000, 170000],
    specialties: ['tax-administrative', 'real-estate-lease', 'inheritance-family-assets', 'tax-administrative.administrative-appeals', 'tax-administrative.licenses-permits', 'real-estate-lease.redevelopment'],
    regions: ['daejeon', 'chungnam', 'chungbuk', 'sejong'], languages: ['ko'],
    bio: 'Administrative litigation, tax appeals and land compensation in the Chungcheong region. Consultations in Korean; bring a friend or use the platform\'s interpretation for other languages.',
    majorCases: 'Cancellation of a business-closure order for a foreign-owned restaurant (2023)', otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 170,
  },
  {
    id: lawyerId(18), email: 'gayoung.moon@demo.test', nameKorean: '문가영', nameEnglish: 'Moon Ga-young', gender: 'female',
    birthDate: '1990-12-14', phone: '010-4420-6671', qualification: 'bar_exam', barYear: 2017, barNumber: '62018',
    school: 'Jeju National University Law School', lawFirm: 'Tamna Law Office',
    officeAddress: '제주특별자치도 제주시 중앙로 217, 4층 (Jungang-ro 217, 4F, Jeju-si, Jeju)', officePhone: '064-722-3300', officeEmail: 'gayoung@tamnalaw.example',
    fees: [45000, 85000, 125000],
    specialties: ['real-estate-lease', 'immigration-visa', 'business-startup-investment', 'real-estate-lease.property-sale-ownership', 'immigration-visa.investment-startup-visa', 'business-startup-investment.incorporation-registration'],
    regions: ['jeju'], languages: ['ko', 'en', 'zh'],
    bio: 'Jeju\'s real-estate investment immigration programme, property purchases and guesthouse licensing for foreign residents of the island.',
    majorCases: 'F-2 residency through real-estate investment for a family from Shanghai (2022)', otherCertifications: null, otherLanguages: 'Mandarin (HSK 5)', freePr: 'Video consultations in the evening (KST) for clients abroad.',
    state: 'listed', photo: true, joinedDaysAgo: 160,
  },
  {
    id: lawyerId(19), email: 'hyukjin.kwon@demo.test', nameKorean: '권혁진', nameEnglish: 'Kwon Hyuk-jin', gender: 'male',
    birthDate: '1987-05-23', phone: '010-8861-2039', qualification: 'bar_exam', barYear: 2014, barNumber: '50127',
    school: 'Hankuk University of Foreign Studies Law School', lawFirm: 'Global Bridge Law',
    officeAddress: '서울특별시 동대문구 이문로 107, 2층 (Imun-ro 107, 2F, Dongdaemun-gu, Seoul)', officePhone: '02-2173-6600', officeEmail: 'hj.kwon@globalbridge.example',
    fees: [50000, 90000, 130000],
    specialties: ['immigration-visa', 'criminal', 'family-marriage', 'immigration-visa.visa-refusal-deportation', 'criminal.immigration-violations', 'family-marriage.international-marriage'],
    regions: ['seoul', 'gyeonggi', 'incheon'], languages: ['ko', 'en', 'ru', 'uz'],
    bio: 'I represent clients from Central Asia and Russia in immigration and criminal matters: overstays, deportation orders, F-4 status and family invitations.',
    majorCases: 'Deportation order cancelled for a long-term F-4 resident (2023)', otherCertifications: null, otherLanguages: 'Russian (C1), Uzbek (basic)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 150,
  },
  {
    id: lawyerId(20), email: 'nari.baek@demo.test', nameKorean: '백나리', nameEnglish: 'Baek Na-ri', gender: 'female',
    birthDate: '1992-08-08', phone: '010-3319-7750', qualification: 'bar_exam', barYear: 2019, barNumber: '69842',
    school: 'Ajou University Law School', lawFirm: 'Dasom Law',
    officeAddress: '경기도 성남시 분당구 판교역로 235, 5층 (Pangyoyeok-ro 235, 5F, Bundang-gu, Seongnam, Gyeonggi)', officePhone: '031-8017-4200', officeEmail: 'nari@dasomlaw.example',
    fees: [60000, 110000, 150000],
    specialties: ['intellectual-property', 'labor-employment', 'business-startup-investment', 'intellectual-property.copyright', 'intellectual-property.trade-secrets', 'labor-employment.employment-contracts'],
    regions: ['gyeonggi', 'seoul'], languages: ['ko', 'en'],
    bio: 'In-house experience at a Pangyo game studio. I advise tech employees and startups on employment contracts, non-competes, stock options and software copyright.',
    majorCases: 'Non-compete injunction defeated for a departing game developer (2024)', otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 140,
  },
  {
    id: lawyerId(21), email: 'youngsoo.seo@demo.test', nameKorean: '서영수', nameEnglish: 'Seo Young-soo', gender: 'male',
    birthDate: '1966-10-30', phone: '010-2201-4476', qualification: 'judicial_exam', barYear: 1994, barNumber: '15508',
    school: 'Dong-A University, College of Law', lawFirm: 'Nakdong Law Firm',
    officeAddress: '부산광역시 해운대구 센텀중앙로 79, 12층 (Centum jungang-ro 79, 12F, Haeundae-gu, Busan)', officePhone: '051-744-9090', officeEmail: 'ys.seo@nakdonglaw.example',
    fees: [90000, 160000, 220000],
    specialties: ['business-startup-investment', 'civil-debt-compensation', 'traffic-insurance', 'business-startup-investment.contract-review', 'civil-debt-compensation.contract-disputes'],
    regions: ['busan', 'ulsan', 'gyeongnam'], languages: ['ko', 'en', 'ja'],
    bio: 'Maritime, shipping and trade disputes from Busan for almost thirty years, for Korean and Japanese clients alike.',
    majorCases: 'Cargo damage arbitration for a Japanese shipping line (2019)', otherCertifications: 'Maritime Arbitrator, KCAB', otherLanguages: 'Japanese (fluent)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 130,
  },
  {
    id: lawyerId(22), email: 'dayeon.hwang@demo.test', nameKorean: '황다연', nameEnglish: 'Hwang Da-yeon', gender: 'female',
    birthDate: '1995-01-21', phone: '010-6673-2088', qualification: 'bar_exam', barYear: 2022, barNumber: '82206',
    school: 'Seoul National University Law School', lawFirm: 'Law Office Bom',
    officeAddress: '서울특별시 관악구 관악로 145, 3층 (Gwanak-ro 145, 3F, Gwanak-gu, Seoul)', officePhone: '02-871-2024', officeEmail: 'dayeon@bomlaw.example',
    fees: [35000, 65000, 95000],
    specialties: ['criminal', 'consumer-protection', 'immigration-visa', 'criminal.sexual-offenses', 'consumer-protection.online-scams'],
    regions: ['seoul'], languages: ['ko', 'en', 'th'],
    bio: 'Young practice, modest fees. Sexual-offence and cyber-crime victims\' representation, online scams, and immigration problems that follow a criminal record.',
    majorCases: 'Victim representation in a deepfake distribution case (2024)', otherCertifications: null, otherLanguages: 'Thai (intermediate)', freePr: 'Flexible payment for students.',
    state: 'listed', photo: true, joinedDaysAgo: 120,
  },
  {
    id: lawyerId(23), email: 'joonyoung.bae@demo.test', nameKorean: '배준영', nameEnglish: 'Bae Joon-young', gender: 'male',
    birthDate: '1988-09-12', phone: '010-7731-4429', qualification: 'bar_exam', barYear: 2015, barNumber: '53381',
    school: 'Yeungnam University Law School', lawFirm: 'Saebit Law',
    officeAddress: '울산광역시 남구 법대로 45, 5층 (Beopdae-ro 45, 5F, Nam-gu, Ulsan)', officePhone: '052-258-7000', officeEmail: 'jy.bae@saebitlaw.example',
    fees: null,
    specialties: ['labor-employment', 'traffic-insurance', 'medical-dispute', 'labor-employment.industrial-accidents', 'traffic-insurance.insurance-claims'],
    regions: ['ulsan', 'busan', 'gyeongbuk'], languages: ['ko', 'en', 'id'],
    bio: 'Industrial accidents and workers\' compensation in Ulsan\'s shipyards and plants, including many Indonesian and Vietnamese workers.',
    majorCases: 'Industrial-accident recognition for a shipyard welder\'s lung disease (2023)', otherCertifications: null, otherLanguages: 'Bahasa Indonesia (basic)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 110,
  },
  {
    id: lawyerId(24), email: 'sujin.noh@demo.test', nameKorean: '노수진', nameEnglish: 'Noh Su-jin', gender: 'female',
    birthDate: '1984-04-02', phone: '010-9924-1163', qualification: 'judicial_exam', barYear: 2012, barNumber: '40319',
    school: 'Yonsei University, College of Law', lawFirm: 'Noh & Yoo',
    officeAddress: '서울특별시 영등포구 국제금융로 10, 25층 (Gukjegeumyung-ro 10, 25F, Yeongdeungpo-gu, Seoul)', officePhone: '02-6137-2500', officeEmail: 'sujin.noh@nohyoo.example',
    fees: [100000, 170000, 240000],
    specialties: ['tax-administrative', 'inheritance-family-assets', 'business-startup-investment', 'tax-administrative.tax-audits-appeals', 'inheritance-family-assets.inheritance-tax'],
    regions: ['seoul'], languages: ['ko', 'en', 'de'],
    bio: 'Tax disputes and cross-border wealth: inheritance and gift tax, residency for tax purposes, and assets held by foreign nationals in Korea.',
    majorCases: 'Gift-tax assessment cancelled for a German national\'s family (2022)', otherCertifications: 'Certified Public Accountant (Korea)', otherLanguages: 'German (C1)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 100,
  },
  {
    id: lawyerId(25), email: 'minsu.ryu@demo.test', nameKorean: '류민수', nameEnglish: 'Ryu Min-su', gender: 'male',
    birthDate: '1991-06-25', phone: '010-4486-3317', qualification: 'bar_exam', barYear: 2018, barNumber: '65507',
    school: 'Jeonbuk National University Law School', lawFirm: 'Onggoji Law',
    officeAddress: '전북특별자치도 전주시 덕진구 사평로 25, 4층 (Sapyeong-ro 25, 4F, Deokjin-gu, Jeonju, Jeonbuk)', officePhone: '063-251-8080', officeEmail: 'minsu@onggojilaw.example',
    fees: [40000, 70000, 100000],
    specialties: ['family-marriage', 'immigration-visa', 'labor-employment', 'family-marriage.international-marriage', 'immigration-visa.marriage-visa', 'family-marriage.child-custody'],
    regions: ['jeonbuk', 'jeonnam', 'gwangju'], languages: ['ko', 'en', 'vi'],
    bio: 'Marriage-migrant families in rural North Jeolla: F-6 visas, naturalisation, divorce and child custody, with patient explanations for clients new to Korea.',
    majorCases: 'Naturalisation approved after an initial refusal for a Vietnamese spouse (2023)', otherCertifications: null, otherLanguages: 'Vietnamese (basic)', freePr: 'Home visits in Jeonbuk for clients with small children.',
    state: 'listed', photo: true, joinedDaysAgo: 90,
  },
  {
    id: lawyerId(26), email: 'harin.kim@demo.test', nameKorean: '김하린', nameEnglish: 'Kim Ha-rin', gender: 'female',
    birthDate: '1990-03-19', phone: '010-5563-8801', qualification: 'patent_attorney', barYear: 2016, barNumber: 'P-21187',
    school: 'POSTECH, Chemical Engineering', lawFirm: 'Bitna IP',
    officeAddress: '서울특별시 강남구 역삼로 180, 6층 (Yeoksam-ro 180, 6F, Gangnam-gu, Seoul)', officePhone: '02-558-9100', officeEmail: 'harin@bitnaip.example',
    fees: [60000, 100000, 150000],
    specialties: ['intellectual-property', 'consumer-protection', 'intellectual-property.trademarks', 'intellectual-property.ip-litigation', 'consumer-protection.fair-trade'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en', 'fr'],
    bio: 'Trademarks and designs for cosmetics, fashion and food brands; customs seizures of counterfeit goods and online marketplace take-downs.',
    majorCases: 'Counterfeit take-down campaign for a French skincare brand (2023)', otherCertifications: 'Korean Patent Attorney (변리사)', otherLanguages: 'French (B2)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 80,
  },
  {
    id: lawyerId(27), email: 'wooseok.yang@demo.test', nameKorean: '양우석', nameEnglish: 'Yang Woo-seok', gender: 'male',
    birthDate: '1981-12-24', phone: '010-2287-5504', qualification: 'judicial_exam', barYear: 2009, barNumber: '35512',
    school: 'Kangwon National University, College of Law', lawFirm: 'Seorak Law Office',
    officeAddress: '강원특별자치도 춘천시 공지로 284, 3층 (Gongji-ro 284, 3F, Chuncheon, Gangwon)', officePhone: '033-252-1150', officeEmail: 'ws.yang@seoraklaw.example',
    fees: [50000, 90000, 130000],
    specialties: ['military-nationality', 'criminal', 'traffic-insurance', 'military-nationality.military-criminal', 'military-nationality.military-exemption', 'criminal.dui'],
    regions: ['gangwon', 'gyeonggi'], languages: ['ko', 'en'],
    bio: 'Military criminal cases and service-exemption questions near the frontline bases of Gangwon, plus general criminal defence.',
    majorCases: 'Acquittal before a military court for a conscript accused of insubordination (2021)', otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 70,
  },
  {
    id: lawyerId(28), email: 'chaeyoung.lee@demo.test', nameKorean: '이채영', nameEnglish: 'Lee Chae-young', gender: 'female',
    birthDate: '1993-07-31', phone: '010-8845-2290', qualification: 'bar_exam', barYear: 2020, barNumber: '75590',
    school: 'Pusan National University Law School', lawFirm: 'Gwangan Law',
    officeAddress: '부산광역시 수영구 광안해변로 219, 2층 (Gwanganhaebyeon-ro 219, 2F, Suyeong-gu, Busan)', officePhone: '051-754-3300', officeEmail: 'chaeyoung@gwanganlaw.example',
    fees: [45000, 80000, 115000],
    specialties: ['medical-dispute', 'consumer-protection', 'civil-debt-compensation', 'medical-dispute.cosmetic-surgery', 'medical-dispute.hospital-fee-refunds'],
    regions: ['busan', 'gyeongnam'], languages: ['ko', 'en', 'ru'],
    bio: 'Medical tourism disputes in Busan: hospital fee refunds, cosmetic-surgery complications and insurance claims for patients from Russia and Central Asia.',
    majorCases: 'Refund and damages from a Busan clinic for a Kazakh patient (2023)', otherCertifications: null, otherLanguages: 'Russian (B2)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 60,
  },
  {
    id: lawyerId(29), email: 'jinwoo.cha@demo.test', nameKorean: '차진우', nameEnglish: 'Cha Jin-woo', gender: 'male',
    birthDate: '1985-02-14', phone: '010-3375-6612', qualification: 'bar_exam', barYear: 2013, barNumber: '45021',
    school: 'Chungbuk National University Law School', lawFirm: 'Cheongju Law Partners',
    officeAddress: '충청북도 청주시 서원구 산남로 62, 5층 (Sannam-ro 62, 5F, Seowon-gu, Cheongju, Chungbuk)', officePhone: '043-292-4040', officeEmail: 'jw.cha@cjlaw.example',
    fees: null,
    specialties: ['real-estate-lease', 'labor-employment', 'civil-debt-compensation', 'real-estate-lease.deposit-refund', 'labor-employment.unpaid-wages'],
    regions: ['chungbuk', 'chungnam', 'sejong'], languages: ['ko', 'en', 'ne'],
    bio: 'Employment and housing problems of foreign workers in the Chungcheong industrial belt; dormitory fees, deposits and wage claims.',
    majorCases: 'Dormitory-fee deductions ruled unlawful for 30 Nepali workers (2022)', otherCertifications: null, otherLanguages: 'Nepali (basic)', freePr: null,
    state: 'listed', photo: true, joinedDaysAgo: 50,
  },
  {
    id: lawyerId(30), email: 'yuna.go@demo.test', nameKorean: '고유나', nameEnglish: 'Go Yu-na', gender: 'female',
    birthDate: '1989-10-06', phone: '010-7716-4435', qualification: 'bar_exam', barYear: 2016, barNumber: '58870',
    school: 'Korea University Law School', lawFirm: 'Gaon Legal',
    officeAddress: '서울특별시 송파구 올림픽로 300, 18층 (Olympic-ro 300, 18F, Songpa-gu, Seoul)', officePhone: '02-3213-7700', officeEmail: 'yuna.go@gaonlegal.example',
    fees: [70000, 120000, 170000],
    specialties: ['immigration-visa', 'business-startup-investment', 'family-marriage', 'immigration-visa.investment-startup-visa', 'immigration-visa.permanent-residency', 'business-startup-investment.incorporation-registration'],
    regions: ['seoul', 'gyeonggi'], languages: ['ko', 'en', 'es'],
    bio: 'Immigration and business counsel for Latin American clients: startup (D-8-4) and investor visas, permanent residency (F-5) and family invitations.',
    majorCases: 'F-5 permanent residency for a Brazilian entrepreneur\'s family (2024)', otherCertifications: null, otherLanguages: 'Spanish (C1), Portuguese (B2)', freePr: 'Consultations in Spanish at no extra charge.',
    state: 'listed', photo: true, joinedDaysAgo: 40,
  },
  // Approved, then hidden by the lawyer: not listed anywhere (is_visible = false).
  {
    id: lawyerId(31), email: 'kyungho.nam@demo.test', nameKorean: '남경호', nameEnglish: 'Nam Kyung-ho', gender: 'male',
    birthDate: '1978-06-18', phone: '010-5590-1208', qualification: 'judicial_exam', barYear: 2006, barNumber: '31177',
    school: 'Hanyang University, College of Law', lawFirm: 'Nam Law Office',
    officeAddress: '서울특별시 서초구 서초대로 250, 4층 (Seocho-daero 250, 4F, Seocho-gu, Seoul)', officePhone: '02-537-3030', officeEmail: 'kh.nam@namlaw.example',
    fees: [60000, 100000, 140000],
    specialties: ['civil-debt-compensation', 'criminal'],
    regions: ['seoul'], languages: ['ko', 'en'],
    bio: 'Currently not taking new consultations (on sabbatical until next quarter).',
    majorCases: null, otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'hidden', photo: true, joinedDaysAgo: 35,
  },
  // Not approved: signed up and waiting for review (the demo account pending-lawyer@demo.test is one).
  {
    id: DEMO_IDS.pendingLawyer, email: 'pending-lawyer@demo.test', nameKorean: '유하준', nameEnglish: 'Yoo Ha-jun', gender: 'male',
    birthDate: '1994-09-09', phone: '010-2034-7781', qualification: 'bar_exam', barYear: 2023, barNumber: '86014',
    school: 'Sungkyunkwan University Law School', lawFirm: null,
    officeAddress: null, officePhone: null, officeEmail: null,
    fees: null, specialties: ['immigration-visa', 'immigration-visa.student-visa'], regions: ['seoul'], languages: ['ko', 'en'],
    bio: null, majorCases: null, otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'pending', photo: false, joinedDaysAgo: 2,
  },
  {
    id: uid('2001'), email: 'jiwoo.heo@demo.test', nameKorean: '허지우', nameEnglish: 'Heo Ji-woo', gender: 'female',
    birthDate: '1995-05-15', phone: '010-4471-9902', qualification: 'bar_exam', barYear: 2024, barNumber: '89233',
    school: 'Inha University Law School', lawFirm: 'Law Office Dam',
    officeAddress: '인천광역시 남동구 인하로 501, 3층 (Inha-ro 501, 3F, Namdong-gu, Incheon)', officePhone: '032-434-1010', officeEmail: 'jiwoo@damlaw.example',
    fees: [40000, 70000, 100000], specialties: ['family-marriage', 'consumer-protection'], regions: ['incheon'], languages: ['ko', 'en'],
    bio: 'Newly admitted lawyer focusing on family matters and consumer disputes.', majorCases: null, otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'pending', photo: true, joinedDaysAgo: 5,
  },
  // Approved once, then revoked by an administrator.
  {
    id: uid('2002'), email: 'sungho.jin@demo.test', nameKorean: '진성호', nameEnglish: 'Jin Sung-ho', gender: 'male',
    birthDate: '1980-11-11', phone: '010-6612-3349', qualification: 'judicial_exam', barYear: 2008, barNumber: '34460',
    school: 'Dongguk University, College of Law', lawFirm: 'Jin Law Office',
    officeAddress: '경기도 고양시 일산동구 중앙로 1275, 6층 (Jungang-ro 1275, 6F, Ilsandong-gu, Goyang, Gyeonggi)', officePhone: '031-905-2200', officeEmail: 'sh.jin@jinlaw.example',
    fees: [50000, 90000, 130000], specialties: ['criminal', 'traffic-insurance', 'criminal.dui'], regions: ['gyeonggi'], languages: ['ko'],
    bio: 'Criminal defence and traffic cases in northern Gyeonggi.', majorCases: null, otherCertifications: null, otherLanguages: null, freePr: null,
    state: 'revoked', photo: true, joinedDaysAgo: 150,
  },
];

/** Portrait age group from the bar admission year. */
export function ageGroup(l: DemoLawyer): 'young' | 'mid' | 'senior' {
  const y = Number(l.birthDate.slice(0, 4));
  return y <= 1975 ? 'senior' : y <= 1986 ? 'mid' : 'young';
}

/** Deterministic upload timestamp (ms) of a lawyer's photo: part of the object name. */
export function photoTimestamp(l: DemoLawyer): number {
  const i = LAWYERS.indexOf(l);
  return 1767225600000 + i * 3_600_000 + 123; // 2026-01-01T00:00:00Z + i hours
}

export const PHOTO_EXT = 'webp';
export const photoObjectName = (l: DemoLawyer) => `${l.id}/${l.id}-${photoTimestamp(l)}.${PHOTO_EXT}`;
/** One demo certificate is a PNG scan, the others PDFs (the bucket accepts pdf, jpg, jpeg, png). */
export const certificateExt = (l: DemoLawyer) => (l.id === uid('2001') ? 'png' : 'pdf');
export const certificateObjectName = (l: DemoLawyer) => `${l.id}/${l.id}-verification.${certificateExt(l)}`;
