// Product and company facts shown on the site. The company details are placeholders for the
// operator to replace (reserved `.example` domains, fictional numbers).
export const BRAND = {
  product: 'K-Legal',
  tagline: 'Your Gateway to K-legal World',
  company: 'K-Legal Co., Ltd.',
  companyKorean: '주식회사 케이리걸',
  ceo: 'Han Ji-soo',
  businessNumber: '000-00-00000',
  address: '12F, 100 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
  email: 'support@k-legal.example',
  phone: '+82-2-0000-0000',
  privacyEmail: 'privacy@k-legal.example',
  dpoName: 'Lee Seo-jin',
  dpoEmail: 'dpo@k-legal.example',
  dpoPhone: '+82-2-0000-0001',
  mobilePlaceholder: '010-1234-5678',
  policyDate: '2025-01-01',
} as const;
