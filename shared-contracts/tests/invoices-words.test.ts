import { describe, expect, it } from '@rstest/core';
import { amountInWords, numberInWords } from '../src/invoices/words.js';

describe('amountInWords', () => {
  it.each([
    [119_800, 'Rupees One Thousand One Hundred Ninety-Eight only'],
    [1050, 'Rupees Ten and Fifty Paise only'],
    [0, 'Rupees Zero only'],
    [50, 'Fifty Paise only'],
    [1, 'One Paisa only'],
    [101, 'Rupees One and One Paisa only'],
    [100, 'Rupees One only'],
    [49_999, 'Rupees Four Hundred Ninety-Nine and Ninety-Nine Paise only'],
    [1_000_000, 'Rupees Ten Thousand only'],
    [10_000_000, 'Rupees One Lakh only'],
    [10_000_001, 'Rupees One Lakh and One Paisa only'],
    [
      12_345_678,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise only',
    ],
    [
      99_99_999_99,
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise only',
    ],
    [1_00_00_000_00, 'Rupees One Crore only'],
    [
      12_34_56_789_00,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine only',
    ],
    [5_00_07_000_00, 'Rupees Five Crore Seven Thousand only'],
  ])('%i paise: %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores in words past 99 crore', () => {
    expect(amountInWords(1_00_00_00_000_00)).toBe('Rupees One Hundred Crore only');
    expect(amountInWords(1_234_00_00_000_00)).toBe(
      'Rupees One Thousand Two Hundred Thirty-Four Crore only',
    );
  });

  it('refuses what is not whole paise', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it('writes the tens with a hyphen and the teens as one word', () => {
    expect(numberInWords(11)).toBe('Eleven');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(20)).toBe('Twenty');
    expect(numberInWords(21)).toBe('Twenty-One');
    expect(numberInWords(90)).toBe('Ninety');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(110)).toBe('One Hundred Ten');
    expect(numberInWords(1001)).toBe('One Thousand One');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
  });

  it('names every number from 1 to 1,00,000 differently, each without spaces doubled', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 100_000; n++) {
      const words = numberInWords(n);
      if (!/^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*$/.test(words)) throw new Error(`${n}: "${words}"`);
      seen.add(words);
    }
    expect(seen.size).toBe(100_000);
  });
});
