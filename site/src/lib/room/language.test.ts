// The room opens in the booking's consultation language for its client (issue 29, item 1).
import { describe, expect, test } from 'vitest';
import { lawyerLanguage, roomLanguage } from './language.ts';

const booked = (consultation_language: string, interpretation_requested = false) => ({ consultation_language, interpretation_requested });

describe('roomLanguage', () => {
  test('the client: the booking\'s language when the site has it and no interpretation was asked for', () => {
    expect(roomLanguage('client', 'ko', 'ko', booked('en'))).toBe('en');
    expect(roomLanguage('client', null, 'en', booked('vi'))).toBe('vi');
    expect(roomLanguage('client', 'en', 'en', booked('ko'))).toBe('ko');
  });
  test('Korean with machine interpretation: the client\'s own language is the translation\'s', () => {
    expect(roomLanguage('client', 'zh', 'zh', booked('ko', true))).toBe('zh');
  });
  test('a language the site does not have, or no booking read: the page\'s language', () => {
    expect(roomLanguage('client', 'en', 'en', booked('es'))).toBe('en');
    expect(roomLanguage('client', null, 'ja', null)).toBe('ja');
  });
  test('the lawyer: as before (Korean unless they chose a language)', () => {
    expect(roomLanguage('lawyer', null, 'en', booked('en'))).toBe('ko');
    expect(roomLanguage('lawyer', 'en', 'en', booked('vi'))).toBe('en');
  });
});

describe('lawyerLanguage', () => {
  test('the booking\'s language, else Korean', () => {
    expect(lawyerLanguage(booked('en'))).toBe('en');
    expect(lawyerLanguage(booked('ko', true))).toBe('ko');
    expect(lawyerLanguage(booked('es'))).toBe('ko');
    expect(lawyerLanguage(null)).toBe('ko');
  });
});
