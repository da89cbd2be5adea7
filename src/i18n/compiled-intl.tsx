/**
 * What the production build resolves `react-intl` to (vite.config.ts): the part of its API the app
 * uses, for messages the build has already parsed (scripts/vite/precompile-messages.ts).
 *
 * react-intl, @formatjs/intl and intl-messageformat carry a formatter for every Intl API, named
 * formats, time zones, string messages and their errors: about 7 KB of gzip on every first screen,
 * of which the app calls `formatMessage`, `formatNumber`, `formatDate` and `locale`. This keeps
 * their behaviour where the app meets it, down to the fallbacks: a message missing in a language
 * or failing to format shows the English default (formatted in English), then the id.
 *
 * The message elements handled are those the catalogues use: text, `{arg}`, `select`, `plural`
 * (with `=n`, offsets and ordinals), `#` and rich-text tags. Any other (a `{n, number}`, a date)
 * fails to format here, so `tests/unit/i18n/compiled-intl.test.ts`, which formats every message of
 * both catalogues with this and with react-intl and compares them, goes red the day one appears.
 * Tests and the dev server run react-intl itself.
 */
import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  memo,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';

/** A parsed message's element (@formatjs/icu-messageformat-parser's shape; `type` is its TYPE). */
type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  children?: Element[];
};
type Message = Element[] | string;
type Values = Record<string, unknown>;
/** A rich-text tag's value: its content in, what to show out. */
type Tag = (chunks: ReactNode[]) => unknown;
type Descriptor = { id?: string | number; defaultMessage?: Message; description?: unknown };
type IntlError = Error & { code: string };
type Config = {
  locale: string;
  defaultLocale?: string;
  messages?: Readonly<Record<string, Message>>;
  onError?: (error: IntlError) => void;
};

const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

function intlError(code: string, message: string): IntlError {
  return Object.assign(new Error(message), { code });
}

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `p${locale}${type}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (!rules) formatters.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

const own = (options: Record<string, { value: Element[] }>, key: string) =>
  Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;

/** The message's pieces: adjacent strings joined, anything else (an element) as it came. */
function pieces(elements: Element[], locale: string, values: Values, count?: number): unknown[] {
  const out: unknown[] = [];
  const add = (piece: unknown) => {
    const last = out.length - 1;
    if (typeof piece === 'string' && typeof out[last] === 'string') out[last] += piece;
    else out.push(piece);
  };
  for (const element of elements) {
    if (element.type === LITERAL) {
      add(element.value);
      continue;
    }
    if (element.type === POUND) {
      // `#` counts only right inside a plural (a select in between forgets it, as react-intl does).
      if (typeof count === 'number') add(numberFormat(locale).format(count));
      continue;
    }
    const name = element.value!;
    if (!(name in values)) throw intlError('FORMAT_ERROR', `No value for {${name}}`);
    const value = values[name];
    if (element.type === ARGUMENT) {
      add(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
    } else if (element.type === TAG) {
      if (typeof value !== 'function') throw intlError('FORMAT_ERROR', `<${name}> needs a function`);
      const chunks = (value as Tag)(pieces(element.children!, locale, values, count) as ReactNode[]);
      (Array.isArray(chunks) ? chunks : [chunks]).forEach(add);
    } else if (element.type === SELECT) {
      const option = own(element.options!, String(value)) ?? element.options!.other;
      if (!option) throw intlError('FORMAT_ERROR', `No option of {${name}} for ${String(value)}`);
      pieces(option.value, locale, values).forEach(add);
    } else if (element.type === PLURAL) {
      const offset = element.offset ?? 0;
      const option =
        own(element.options!, `=${String(value)}`) ??
        own(element.options!, pluralRules(locale, element.pluralType!).select(Number(value) - offset)) ??
        element.options!.other;
      if (!option) throw intlError('FORMAT_ERROR', `No option of {${name}} for ${String(value)}`);
      pieces(option.value, locale, values, Number(value) - offset).forEach(add);
    } else {
      throw intlError('FORMAT_ERROR', `Message element of type ${element.type} is not handled`);
    }
  }
  return out;
}

/** One string when the message is only text; otherwise its pieces (react-intl's `format`). */
function format(message: Message, locale: string, values: Values): unknown {
  if (typeof message === 'string') throw intlError('FORMAT_ERROR', 'The message was not compiled');
  const out = pieces(message, locale, values);
  return out.length <= 1 ? (out[0] ?? '') : out;
}

/** Rich-text pieces as React children with keys, so a list of them raises no warning. */
function keyed(children: unknown): ReactNode[] {
  return Children.toArray(children as ReactNode).map((child, index) =>
    isValidElement(child) ? createElement(Fragment, { key: index }, child) : child,
  );
}

function formatMessage(config: Required<Config>, descriptor: Descriptor, values?: Values): ReactNode {
  const { locale, defaultLocale, messages, onError } = config;
  const { defaultMessage } = descriptor;
  const id = String(descriptor.id);
  const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
  if (Array.isArray(message) && message.length === 1 && message[0]!.type === LITERAL)
    return message[0]!.value;
  const all: Values = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    all[name] = typeof value === 'function' ? (chunks: unknown) => (value as Tag)(keyed(chunks)) : value;
  }
  const formatted = (text: Message, inLocale: string): ReactNode => {
    const result = format(text, inLocale, all);
    return (Array.isArray(result) ? keyed(result) : result) as ReactNode;
  };
  if (!message) {
    if (!defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase())
      onError(intlError('MISSING_TRANSLATION', `Missing message "${id}" for locale ${locale}`));
    if (!defaultMessage) return id;
    try {
      return formatted(defaultMessage, defaultLocale);
    } catch (error) {
      onError(error as IntlError);
      return typeof defaultMessage === 'string' ? defaultMessage : id;
    }
  }
  try {
    return formatted(message, locale);
  } catch (error) {
    onError(error as IntlError);
  }
  if (defaultMessage) {
    try {
      return formatted(defaultMessage, defaultLocale);
    } catch (error) {
      onError(error as IntlError);
    }
  }
  if (typeof message === 'string') return message;
  return typeof defaultMessage === 'string' ? defaultMessage : id;
}

export function createIntl(config: Config, _cache?: unknown) {
  // react-intl's defaults, for what is not given (a provider's prop may be there but undefined).
  const full: Required<Config> = {
    locale: config.locale,
    defaultLocale: config.defaultLocale ?? 'en',
    messages: config.messages ?? {},
    onError: config.onError ?? ((error) => console.error(error)),
  };
  return {
    locale: full.locale,
    defaultLocale: full.defaultLocale,
    messages: full.messages,
    formatMessage: (descriptor: Descriptor, values?: Values) => formatMessage(full, descriptor, values),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => {
      try {
        return numberFormat(full.locale, options).format(value);
      } catch (error) {
        full.onError(Object.assign(error as Error, { code: 'FORMAT_ERROR' }));
        return String(value);
      }
    },
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => {
      try {
        const date = typeof value === 'string' ? new Date(value || 0) : value;
        return new Intl.DateTimeFormat(full.locale, options).format(date);
      } catch (error) {
        full.onError(Object.assign(error as Error, { code: 'FORMAT_ERROR' }));
        return '';
      }
    },
  };
}

type Intl_ = ReturnType<typeof createIntl>;

export function createIntlCache(): object {
  return {};
}

/** Markers for message extraction: the build removes the calls, so these never run there. */
export function defineMessages<T>(messages: T): T {
  return messages;
}
export function defineMessage<T>(message: T): T {
  return message;
}

const IntlContext = createContext<Intl_ | null>(null);

export function IntlProvider({ children, ...config }: Config & { children?: ReactNode }) {
  const { locale, defaultLocale, messages, onError } = config;
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, onError }),
    [locale, defaultLocale, messages, onError],
  );
  return createElement(IntlContext.Provider, { value: intl }, children);
}

export function useIntl(): Intl_ {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] <IntlProvider> needs to exist in the component ancestry.');
  return intl;
}

function shallowEqual(a?: Values, b?: Values): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]) && key in b);
}

type FormattedMessageProps = Descriptor & { values?: Values };

function Formatted({ values, ...descriptor }: FormattedMessageProps) {
  return createElement(Fragment, null, useIntl().formatMessage(descriptor, values));
}

/** Re-renders only when a value changes, like react-intl's (its values compared one by one). */
export const FormattedMessage = memo(
  Formatted,
  ({ values, ...rest }, { values: nextValues, ...nextRest }) =>
    shallowEqual(values, nextValues) && shallowEqual(rest, nextRest),
);
