/** "1,00,000": the last three digits, then twos, as India writes them. */
const groupIndian = (digits: string): string =>
  digits.length <= 3
    ? digits
    : `${digits.slice(0, -3).replace(/\B(?=(?:\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * A number as `Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits })`
 * writes it ("12,34,567.50", "-0.00"), to the character (a test holds the two to it). By hand
 * because the first Intl formatter a page makes starts the engine's ICU: 30-60 ms of main thread
 * on a desktop, four times that on a phone, and a product page's only use of Intl was its prices.
 * Rounded as Intl rounds: half away from zero, on the decimal the number reads as (1.005 is
 * "1.01", where `toFixed` gives "1.00").
 */
export function formatIndian(value: number, minDecimals: number, maxDecimals: number): string {
  const plain = Math.abs(value).toString();
  // Not a number, or one whose shortest form has an exponent (under 1e-6, from 1e21): no price
  // or count is, and the platform writes those.
  if (!Number.isFinite(value) || plain.includes('e')) {
    return new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    }).format(value);
  }
  // Rounded on the number's shortest decimal, digit by digit: through a double again, a long one
  // would round twice.
  const [int = '0', decimals = ''] = plain.split('.');
  const kept = BigInt(`${int}${decimals.slice(0, maxDecimals).padEnd(maxDecimals, '0')}`);
  const roundsUp = (decimals[maxDecimals] ?? '0') >= '5';
  const digits = (roundsUp ? kept + 1n : kept).toString().padStart(maxDecimals + 1, '0');
  const whole = digits.slice(0, digits.length - maxDecimals);
  let fraction = digits.slice(digits.length - maxDecimals);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}
