import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=a,"b"', `"'=a,""b"""`],
    ['', ''],
  ])('writes %j as %j', (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it('writes numbers as numbers and nothing for null', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('ends records with CRLF and starts with a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
    expect(toCsv([['a']], { withBom: false })).toBe('a\r\n');
  });
});
