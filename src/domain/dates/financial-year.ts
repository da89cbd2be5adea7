/** Indian financial years run April to March (the tax year: FY 2025-26 = Apr 2025–Mar 2026). */
export const FY_FIRST_MONTH = 4;

/** The year a financial year starts in, for an ISO day: 15 Feb 2026 is in FY 2025-26, so 2025. */
export function financialYearStart(day: string): number {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month >= FY_FIRST_MONTH ? year : year - 1;
}

/** "FY 2025-26" for the financial year starting in April `startYear`. */
export function financialYearLabel(startYear: number): string {
  return `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
