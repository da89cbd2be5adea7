/** Paise of every full "₹1,23,456.78" amount in a text, in order. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/₹([\d,]+)\.(\d{2})/g)].map(
    (m) => Number((m[1] ?? '0').replaceAll(',', '')) * 100 + Number(m[2]),
  );
}
