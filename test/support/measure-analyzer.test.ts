import { describe, expect, it } from 'vitest';
import { measureAnalyzerMicros } from './measure-analyzer.ts';

describe('measureAnalyzerMicros', () => {
  it('divides the elapsed time by the words analyzed', () => {
    let t = 0;
    const now = () => {
      t += 10;
      return t;
    };
    // Two clock reads 10 ms apart over 2 rounds of 5 words: 10,000 µs / 10 words.
    expect(measureAnalyzerMicros(['جوال', 'شنطة', 'iphone', '2 لتر', 'موبايل'], { rounds: 2, now })).toBe(
      1000,
    );
  });

  it('answers 0 for no words', () => {
    expect(measureAnalyzerMicros([])).toBe(0);
  });
});
