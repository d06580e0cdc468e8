// Demo members (clients, mostly foreigners living in Korea) and the administrator.
import { DEMO_IDS, clientId } from './lawyers.ts';

export interface DemoClient {
  id: string;
  email: string;
  /** What the client sign-up sends as `name` (stored as name_english). */
  name: string;
  nameKorean: string | null;
  phone: string | null;
  birthDate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  nationality: string | null;
  currentCountry: string | null;
  currentCity: string | null;
  /** consultation_categories ids */
  interests: string[];
  joinedDaysAgo: number;
}

export const ADMIN = {
  id: DEMO_IDS.admin,
  email: 'admin@demo.test',
  nameKorean: '관리자',
  nameEnglish: 'Demo Admin',
  joinedDaysAgo: 500,
} as const;

export const CLIENTS: DemoClient[] = [
  {
    id: DEMO_IDS.client, email: 'client@demo.test', name: 'Emily Carter', nameKorean: '에밀리 카터', phone: '010-5123-8890',
    birthDate: '1993-04-18', gender: 'female', nationality: 'United States', currentCountry: 'South Korea', currentCity: 'Seoul',
    interests: ['immigration-visa', 'labor-employment', 'real-estate-lease'], joinedDaysAgo: 95,
  },
  {
    id: DEMO_IDS.client2, email: 'client2@demo.test', name: 'Nguyen Thi Lan', nameKorean: null, phone: '010-7781-2034',
    birthDate: '1996-09-02', gender: 'female', nationality: 'Vietnam', currentCountry: 'South Korea', currentCity: 'Suwon',
    interests: ['family-marriage', 'immigration-visa'], joinedDaysAgo: 60,
  },
  {
    id: clientId(1), email: 'carlos.mendoza@demo.test', name: 'Carlos Mendoza', nameKorean: null, phone: '010-3345-6612',
    birthDate: '1988-12-07', gender: 'male', nationality: 'Mexico', currentCountry: 'South Korea', currentCity: 'Busan',
    interests: ['business-startup-investment'], joinedDaysAgo: 80,
  },
  {
    id: clientId(2), email: 'aisha.rahman@demo.test', name: 'Aisha Rahman', nameKorean: null, phone: '010-9902-4471',
    birthDate: '1991-02-25', gender: 'female', nationality: 'Bangladesh', currentCountry: 'South Korea', currentCity: 'Ansan',
    interests: ['labor-employment', 'medical-dispute'], joinedDaysAgo: 45,
  },
  {
    id: clientId(3), email: 'yuki.tanaka@demo.test', name: 'Yuki Tanaka', nameKorean: '다나카 유키', phone: '010-2210-5567',
    birthDate: '1990-07-30', gender: 'other', nationality: 'Japan', currentCountry: 'South Korea', currentCity: 'Seoul',
    interests: ['intellectual-property'], joinedDaysAgo: 38,
  },
  {
    id: clientId(4), email: 'dmitri.volkov@demo.test', name: 'Dmitri Volkov', nameKorean: null, phone: null,
    birthDate: null, gender: 'male', nationality: 'Russia', currentCountry: 'South Korea', currentCity: 'Incheon',
    interests: [], joinedDaysAgo: 30,
  },
  {
    id: clientId(5), email: 'maria.santos@demo.test', name: 'Maria Santos', nameKorean: null, phone: '010-6654-1120',
    birthDate: '1985-11-11', gender: 'female', nationality: 'Philippines', currentCountry: 'South Korea', currentCity: 'Gwangju',
    interests: ['family-marriage', 'inheritance-family-assets'], joinedDaysAgo: 21,
  },
  {
    id: clientId(6), email: 'li.wei@demo.test', name: 'Li Wei', nameKorean: '리웨이', phone: '010-4432-9081',
    birthDate: '1998-03-14', gender: 'male', nationality: 'China', currentCountry: 'China', currentCity: 'Shanghai',
    interests: ['immigration-visa', 'criminal'], joinedDaysAgo: 7,
  },
];
