/** The app's name: a brand, the same in every language. */
export const BRAND_NAME = 'Kosh';
