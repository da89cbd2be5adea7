/**
 * The same day `months` calendar months after an ISO day, clamped to the month's last day: 31 Jan +1
 * month is 28 (or 29) Feb, 29 Feb 2024 + 12 months is 28 Feb 2025. What "held for 12 months" counts to.
 */
export function monthsAfter(isoDay: string, months: number): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const day = Number(isoDay.slice(8, 10));
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}
