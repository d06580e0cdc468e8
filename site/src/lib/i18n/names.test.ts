import { describe, expect, it } from 'vitest';
import { consultationTypeKorean, consultationTypeName } from './names.ts';
import { tFor } from './server.ts';

const categories = [
  { id: 'immigration-visa', name_english: 'Immigration & VISA', name_korean: '출입국·비자' },
  { id: 'criminal', name_english: 'Criminal Cases', name_korean: '형사 사건' },
];

describe('consultationTypeName', () => {
  it('shows a booking’s stored category name in the page’s language', () => {
    expect(consultationTypeName(tFor('zh'), 'Immigration & VISA', categories)).toBe(tFor('zh')('cat.immigration-visa'));
    expect(consultationTypeName(tFor('ja'), '형사 사건', categories)).toBe(tFor('ja')('cat.criminal'));
    expect(consultationTypeName(tFor('zh'), 'Immigration & VISA', categories)).not.toBe('Immigration & VISA');
  });
  it('keeps a text that names no category as written', () => {
    expect(consultationTypeName(tFor('vi'), 'Something else', categories)).toBe('Something else');
    expect(consultationTypeName(tFor('vi'), 'Immigration & VISA', [])).toBe('Immigration & VISA');
  });
});

describe('consultationTypeKorean', () => {
  it('names the stored type by its Korean name, or keeps the text', () => {
    expect(consultationTypeKorean('Immigration & VISA', categories)).toBe('출입국·비자');
    expect(consultationTypeKorean('Something else', categories)).toBe('Something else');
  });
});
