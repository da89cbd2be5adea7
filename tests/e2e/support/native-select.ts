import type { Locator } from 'playwright-core';

/**
 * Picks an option of a native select by the words it shows, as a customer does in the phone's
 * own picker. A pattern picks its `nth` match.
 */
export async function choose(select: Locator, label: string | RegExp, nth = 0): Promise<void> {
  // The options may come with the screen's data: wait for them as a customer waits for the list.
  const deadline = Date.now() + 15_000;
  for (;;) {
    await select.waitFor({ timeout: Math.max(deadline - Date.now(), 1) });
    const labels = (await select.locator('option').allTextContents()).map((text) => text.trim());
    const pick = labels.filter((text) => (typeof label === 'string' ? text === label : label.test(text)))[
      nth
    ];
    if (pick !== undefined) return void (await select.selectOption({ label: pick }));
    if (Date.now() > deadline) throw new Error(`No option ${String(label)} among: ${labels.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The words of a native select's chosen option: what the closed field shows. */
export function chosen(select: Locator): Promise<string> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}
