/**
 * The names of the Hindi catalogue's parts, shared by the build that splits it
 * (scripts/vite/catalogue-parts.ts) and the code that asks for them (words.ts).
 */

/** The part every screen needs: the app shell's words and those of the shared code it reaches. */
export const SHELL_PART = 'shell';

/**
 * The words of a feature's screens that load after its first one (another tab, a dialog, a
 * fund's page): downloaded when the page is idle, or when such a screen is opened.
 */
export const laterPartOf = (feature: string) => `${feature}.later`;
