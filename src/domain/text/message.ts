/**
 * A text the domain decides but the screen words: an id in the catalogues, its English default and
 * its values. Pure data, so domain rules stay free of React; a screen shows it with
 * `intl.formatMessage(text, text.values)` (or `<Text of={text} />`). `formatjs extract` reads
 * `defineText` calls like react-intl's own (docs/i18n.md).
 */
export type Text = {
  id: string;
  defaultMessage: string;
  values?: Readonly<Record<string, string | number>>;
};

/** Marks a message for extraction; returns it unchanged. */
export function defineText<T extends Text>(text: T): T {
  return text;
}
