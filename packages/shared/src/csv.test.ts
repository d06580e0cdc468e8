import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvFileName } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });
  it('defuses formulas in text and keeps numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell(-200)).toBe('-200');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true, (b) => (b ? '예' : '아니오'))).toBe('예');
  });
  it('writes a BOM, CRLF rows', () => {
    expect(csvFile([['a', 1], ['=b', null]])).toBe("\uFEFFa,1\r\n'=b,\r\n");
  });
  it('names the file by the KST day', () => {
    expect(csvFileName('x', new Date('2026-11-28T16:00:00Z'))).toBe('x-2026-11-29');
  });
});
