import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it('accepts plain and thousands-grouped whole numbers', () => {
    expect(parseAmount('50000')).toEqual({ ok: true, value: 50000 });
    expect(parseAmount(' 10,000 ')).toEqual({ ok: true, value: 10000 });
    expect(parseAmount('1,234,000')).toEqual({ ok: true, value: 1234000 });
    expect(parseAmount(70000)).toEqual({ ok: true, value: 70000 });
  });
  it('refuses what is not a plain positive amount, with the reason', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount(null)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('1e5')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('-10000')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmount('10.5')).toEqual({ ok: false, problem: 'not_whole' });
    expect(parseAmount('+3')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('1,00')).toEqual({ ok: false, problem: 'not_whole' });
    expect(parseAmount('0x10')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseAmount('0')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(parseAmount('99999999999999999999')).toEqual({ ok: false, problem: 'too_large' });
    expect(parseAmount('101', { max: 100 })).toEqual({ ok: false, problem: 'too_large' });
  });
});
