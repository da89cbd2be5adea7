/**
 * What the customer did in a change made offline (docs/pwa.md, "Changes made offline"), as a code
 * the queued command keeps in IndexedDB: the UI words it in the language of the moment it tells
 * the customer ("Couldn't mark these alerts read, so it was undone."), never English stored as data.
 */
const COMMAND_ACTIONS = [
  'notify-when-supported',
  'mark-alerts-read',
  'change-category',
  'save-rule',
  'delete-rule',
  'save-budget',
  'delete-budget',
  'stop-gmail-tracking',
  'gmail-tracking-on',
  'gmail-tracking-off',
  'price-alert-on',
  'price-alert-off',
] as const;
export type CommandActionCode = (typeof COMMAND_ACTIONS)[number];

/** A queued change's action: its code, and the values its words need (none need any yet). */
export type CommandAction = {
  code: CommandActionCode;
  values?: Readonly<Record<string, string | number>>;
};

/**
 * The English labels rows written by earlier versions kept instead of a code: read back as their
 * action, so a refusal of such a row is still worded in the customer's language.
 */
const LEGACY_LABELS: ReadonlyMap<string, CommandActionCode> = new Map([
  ['ask to be notified', 'notify-when-supported'],
  ['mark these alerts read', 'mark-alerts-read'],
  ['change the category', 'change-category'],
  ['save the rule', 'save-rule'],
  ['delete the rule', 'delete-rule'],
  ['save the budget', 'save-budget'],
  ['delete the budget', 'delete-budget'],
  ['stop Gmail tracking', 'stop-gmail-tracking'],
  ['turn on Gmail tracking', 'gmail-tracking-on'],
  ['turn off Gmail tracking', 'gmail-tracking-off'],
  ['turn on the price alert', 'price-alert-on'],
  ['turn off the price alert', 'price-alert-off'],
]);

function isActionCode(value: unknown): value is CommandActionCode {
  return typeof value === 'string' && (COMMAND_ACTIONS as readonly string[]).includes(value);
}

/**
 * The action of a stored row: its code, or (a row an older version wrote, with only an English
 * label) the code that label stood for. `{ label }` when the label is one we do not know: shown as
 * stored, so nothing is lost.
 */
export function storedCommandAction(row: {
  action?: CommandAction | undefined;
  label?: string | undefined;
}): CommandAction | { label: string } {
  if (row.action !== undefined && isActionCode(row.action.code)) return row.action;
  const label = row.label?.trim() ?? '';
  const legacy = LEGACY_LABELS.get(label);
  return legacy === undefined ? { label } : { code: legacy };
}
