import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

const words = (text: string, symbols = false) => tokenize(text, { symbols }).map((t) => t.text);

describe('tokenize', () => {
  it('splits at spaces and punctuation, Arabic and ASCII', () => {
    expect(words('جوال سامسونج، أسود؛ جديد؟')).toEqual(['جوال', 'سامسونج', 'أسود', 'جديد']);
    expect(words('wi-fi router (dual band)')).toEqual(['wi', 'fi', 'router', 'dual', 'band']);
  });

  it('keeps harakat, tatweel and joiners inside the word', () => {
    expect(words('مُحَمَّد جـــوال ه\u200dاتف')).toEqual(['مُحَمَّد', 'جـــوال', 'ه\u200dاتف']);
  });

  it('separates Arabic letters from digits and Latin letters', () => {
    expect(words('٢لتر')).toEqual(['٢', 'لتر']);
    expect(words('ايفون15')).toEqual(['ايفون', '15']);
    expect(words('iphoneايفون')).toEqual(['iphone', 'ايفون']);
    expect(words('و300')).toEqual(['و', '300']);
  });

  it('keeps Latin letters and digits together', () => {
    expect(words('128GB s23 ma7al 3arabi')).toEqual(['128GB', 's23', 'ma7al', '3arabi']);
  });

  it('keeps decimal and thousands separators between digits', () => {
    expect(words('1.5 لتر و ١٬٥٠٠ ريال و ٢٫٥ كجم، 1,500.')).toEqual([
      '1.5',
      'لتر',
      'و',
      '١٬٥٠٠',
      'ريال',
      'و',
      '٢٫٥',
      'كجم',
      '1,500',
    ]);
  });

  it('keeps apostrophes inside Latin words and after Arabizi digits', () => {
    expect(words("men's 3'arbi sa7'")).toEqual(["men's", "3'arbi", "sa7'"]);
    expect(words("'quoted'")).toEqual(['quoted']);
  });

  it('keeps short names joined by & and the inch sign', () => {
    expect(words('H&M black&white 55" tv')).toEqual(['H&M', 'black', 'white', '55"', 'tv']);
  });

  it('reports symbols when asked', () => {
    expect(words('< 200$ 100-300', true)).toEqual(['<', '200', '$', '100', '-', '300']);
  });

  it('gives offsets into the text as given', () => {
    const text = ' أحمر  128GB';
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
  });
});
