// Free check-up value lists (spec §9). The stored category and issue values are the displayed
// titles; preferred languages are stored lowercased. This fixed list of 16 differs from the 14
// stored consultation_categories used for lawyer specialties.

export interface CheckupCategory {
  title: string;
  issues: readonly string[];
}

export const CHECKUP_CATEGORIES: readonly CheckupCategory[] = [
  {
    title: 'Immigrations & VISA',
    issues: [
      'Marriage Immigration (F-6)', 'Student Visa (D-2 / D-4)', 'Job-Seeking Visa (D-10)', 'Employment Visa (E-7, etc.)',
      'Investment Visa (D-8)', 'Startup Visa (D-8-4)', 'Intra-company Transfer Visa (D-7)', 'Permanent Residency (F-5)',
      'Overseas Korean Visa (F-4)', 'Change or Extension of Stay', 'Relief from Overstay / Deportation',
      'Naturalization / Nationality Acquisition', 'Refugee or Humanitarian Stay', 'Family Invitation for Foreigners', 'Others',
    ],
  },
  {
    title: 'VISA Revocation & Refusal',
    issues: [
      'Appeal Against Immigration Office Decisions', 'Relief from Detention Orders', 'Lawsuit for Cancellation of Deportation Order',
      'Appeal for Denied or Revoked Visa / Residency', 'Appeal for Canceled Stay Permit', 'Others',
    ],
  },
  {
    title: 'Refugee, Humanitarian Stay',
    issues: ['Refugee Application', 'Appeal Against Rejection of Refugee Status', 'Humanitarian Stay Permit', 'Others'],
  },
  {
    title: 'Criminal Cases',
    issues: [
      'Assault / Threats', 'Drug or Gambling Offenses', 'Sexual Crimes', 'DUI', 'Theft / Property Crimes',
      'Illegal Stay or Immigration Violations', 'Other Criminal Matters',
    ],
  },
  {
    title: 'Labor & Employment',
    issues: ['Unpaid Wages', 'Unfair Dismissal', 'Employment Contract Disputes', 'Industrial Accidents', 'Visa / Stay Issues for Workers', 'Others'],
  },
  {
    title: 'Family & Marriage',
    issues: [
      'International Marriage', 'Divorce and Alimony', 'Child Custody / Parental Rights', 'Annulment or Invalidation of Marriage',
      'Domestic Violence Protection for Foreign Spouses', 'Others',
    ],
  },
  {
    title: 'Traffic Accident & Insurance Claims',
    issues: ['Criminal Settlements in Traffic Accidents', 'Insurance Claims', 'Compensation Lawsuits', 'Others'],
  },
  {
    title: 'Business, Startup & Investment',
    issues: [
      'Establishment of Foreign-Invested Companies', 'Shareholder Agreements / MOUs', 'Incorporation & Business Registration',
      'Tax, Labor, and Contract Advisory', 'Investment & Start-up Related VISA', 'Others',
    ],
  },
  {
    title: 'Civil, Debt & Compensation',
    issues: ['Loan / Debt Collection', 'Compensation for Damages', 'Contract Disputes', 'Provisional Seizure / Injunction', 'General Civil Litigation', 'Others'],
  },
  {
    title: 'Real Estate & Lease Disputes',
    issues: ['Residential Lease', 'Commercial Lease', 'Deposit Refund Claims', 'Property Sales / Ownership Disputes', 'Redevelopment / Reconstruction Issues', 'Others'],
  },
  {
    title: 'Inheritance, Wills & Family Assets',
    issues: ['International Inheritance', 'Waiver or Limited Acceptance of Inheritance', 'Will Probate', 'Inheritance Tax Advisory', 'Others'],
  },
  {
    title: 'Tax & General Administrative',
    issues: ['Fines / Tax Issues', 'General Administrative Appeals & Lawsuits', 'Others'],
  },
  {
    title: 'Intellectual Property (Patent/Trademark/Copyright)',
    issues: ['IP Registration and Appeal', 'IP Valuation & Licensing', 'IP Claim & Litigation', 'Others'],
  },
  {
    title: 'Consumer Protection & Fair Trade',
    issues: ['Contract Fraud', 'Refunds / Defective Product Disputes', 'Online Transaction Scams', 'Others'],
  },
  {
    title: 'Medical Dispute',
    issues: ['Medical Malpractice', 'Hospital Fee Refunds', 'Medical Negligence Compensation', 'Others'],
  },
  {
    title: 'Military Service & Military Law',
    issues: ['Renunciation of Nationality', 'Exemption from Military Duty', 'Military Criminal Cases', 'Others'],
  },
];

/** Issues of a category title; empty for an unknown title. */
export function checkupIssues(category: string): readonly string[] {
  return CHECKUP_CATEGORIES.find((c) => c.title === category)?.issues ?? [];
}

/** Preferred languages: shown as given, stored lowercased. */
export const CHECKUP_LANGUAGES = [
  'English', 'Korean', 'Chinese (Mandarin)', 'Chinese (Cantonese)', 'Japanese', 'Vietnamese', 'Thai', 'Indonesian',
  'Tagalog', 'Spanish', 'French', 'German', 'Russian', 'Arabic',
] as const;

export const IMMIGRATION_STATUSES = [
  { value: 'temporary', label: 'Temporary visitor without VISA' },
  { value: 'f6', label: 'Marriage' },
  { value: 'd2', label: 'Student' },
  { value: 'd4', label: 'Language Training' },
  { value: 'd10', label: 'Job Seeking' },
  { value: 'e7', label: 'Employment' },
  { value: 'd8', label: 'Investment' },
  { value: 'f5', label: 'Permanent Residency' },
  { value: 'f4', label: 'Overseas Korean' },
  { value: 'other', label: 'Other' },
] as const;

export const CHECKUP_GENDERS = ['female', 'male'] as const;

/**
 * Documents attached to a free check-up: the private bucket 'free-checkup-documents' accepts these
 * types up to 10 MB, at most 5 files per request, under {checkup id}/{file name}
 * (supabase/migrations/*_storage.sql); the forms check the same limits first.
 */
export const CHECKUP_DOCUMENT_BUCKET = 'free-checkup-documents';
export const CHECKUP_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const CHECKUP_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'] as const;
export const CHECKUP_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHECKUP_DOCUMENT_MAX_FILES = 5;

/** A storage object name the bucket accepts: [A-Za-z0-9][A-Za-z0-9._-]{0,99}, prefixed with n. */
export function checkupDocumentName(n: number, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot).toLowerCase().replace(/[^a-z0-9.]/g, '') : '';
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const base = `${n}-${stem || 'document'}`.slice(0, 100 - ext.length);
  return `${base}${ext}`;
}

/**
 * The free check-up category (and issue) of a booking's consultation type, to pre-fill the form
 * from a booking: the booking page stores a consultation category's English or Korean name (or its
 * id); the check-up list names the same areas a little differently. A type that is a check-up
 * issue gives its category and the issue. Null when nothing matches.
 */
const CONSULTATION_TO_CHECKUP: Record<string, string> = {
  'immigration-visa': 'Immigrations & VISA',
  'immigration & visa': 'Immigrations & VISA',
  '출입국·비자': 'Immigrations & VISA',
  criminal: 'Criminal Cases',
  'criminal cases': 'Criminal Cases',
  '형사 사건': 'Criminal Cases',
  'labor-employment': 'Labor & Employment',
  'labor & employment': 'Labor & Employment',
  '노동·고용': 'Labor & Employment',
  'family-marriage': 'Family & Marriage',
  'family & marriage': 'Family & Marriage',
  '가족·혼인': 'Family & Marriage',
  'traffic-insurance': 'Traffic Accident & Insurance Claims',
  'traffic accident & insurance': 'Traffic Accident & Insurance Claims',
  '교통사고·보험': 'Traffic Accident & Insurance Claims',
  'business-startup-investment': 'Business, Startup & Investment',
  'business, startup & investment': 'Business, Startup & Investment',
  '기업·창업·투자': 'Business, Startup & Investment',
  'civil-debt-compensation': 'Civil, Debt & Compensation',
  'civil, debt & compensation': 'Civil, Debt & Compensation',
  '민사·채권·손해배상': 'Civil, Debt & Compensation',
  'real-estate-lease': 'Real Estate & Lease Disputes',
  'real estate & lease': 'Real Estate & Lease Disputes',
  '부동산·임대차': 'Real Estate & Lease Disputes',
  'inheritance-family-assets': 'Inheritance, Wills & Family Assets',
  'inheritance & family assets': 'Inheritance, Wills & Family Assets',
  '상속·가족재산': 'Inheritance, Wills & Family Assets',
  'tax-administrative': 'Tax & General Administrative',
  'tax & administrative': 'Tax & General Administrative',
  '조세·행정': 'Tax & General Administrative',
  'intellectual-property': 'Intellectual Property (Patent/Trademark/Copyright)',
  'intellectual property': 'Intellectual Property (Patent/Trademark/Copyright)',
  '지식재산권': 'Intellectual Property (Patent/Trademark/Copyright)',
  'consumer-protection': 'Consumer Protection & Fair Trade',
  'consumer protection': 'Consumer Protection & Fair Trade',
  '소비자 보호': 'Consumer Protection & Fair Trade',
  'medical-dispute': 'Medical Dispute',
  'medical dispute': 'Medical Dispute',
  '의료 분쟁': 'Medical Dispute',
  'military-nationality': 'Military Service & Military Law',
  'military & nationality': 'Military Service & Military Law',
  '병역·국적': 'Military Service & Military Law',
};

export function checkupCategoryFor(consultationType: string | null | undefined): { category: string; issue: string } | null {
  const type = (consultationType ?? '').trim();
  if (!type) return null;
  const key = type.toLowerCase();
  const exact = CHECKUP_CATEGORIES.find((c) => c.title.toLowerCase() === key);
  if (exact) return { category: exact.title, issue: '' };
  const mapped = CONSULTATION_TO_CHECKUP[key] ?? CONSULTATION_TO_CHECKUP[key.split('.')[0]!];
  if (mapped) return { category: mapped, issue: '' };
  for (const c of CHECKUP_CATEGORIES) {
    const issue = c.issues.find((i) => i !== 'Others' && i.toLowerCase() === key);
    if (issue) return { category: c.title, issue };
  }
  return null;
}
