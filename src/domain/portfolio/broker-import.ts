/**
 * Rules for bringing in a broker without the account aggregator: the broker-login form (broker,
 * client id, password) and the CAS statement upload (a password-protected PDF from NSDL or CDSL).
 * The file's own rules are every statement's (src/domain/statements/); the words here are the demat
 * statement's.
 * The customer's texts are `Text`s (id, English default, values) the screen words in its language.
 */

import {
  STATEMENT_MAX_MEGABYTES,
  type StatementFileFault,
  type StatementPasswordFault,
} from '@/domain/statements/statement-file';
import { refusalText, STATEMENT_ERROR_CODES } from '@/domain/statements/statement-refusals';
import { defineText, type Text } from '@/domain/text/message';

/** Brokers the login form offers, with the depository their demat accounts sit at. */
export const MANUAL_BROKERS = [
  { id: 'zerodha', name: 'Zerodha', depository: 'CDSL' },
  { id: 'groww', name: 'Groww', depository: 'CDSL' },
  { id: 'upstox', name: 'Upstox', depository: 'CDSL' },
  { id: 'angel-one', name: 'Angel One', depository: 'CDSL' },
  { id: 'icici-direct', name: 'ICICI Direct', depository: 'NSDL' },
  { id: 'hdfc-securities', name: 'HDFC Securities', depository: 'NSDL' },
] as const;

export type ManualBrokerId = (typeof MANUAL_BROKERS)[number]['id'];

/** The broker ids, for a schema's enum. */
export const MANUAL_BROKER_IDS = MANUAL_BROKERS.map((broker) => broker.id) as [
  ManualBrokerId,
  ...ManualBrokerId[],
];

/** The customer's words for a picked CAS file's fault (statement-file.ts's rules). */
export const CAS_FILE_FAULT_TEXT: Readonly<Record<StatementFileFault, Text>> = {
  empty: defineText({
    id: 'equity.cas.fileEmpty',
    defaultMessage: 'This file is empty. Choose the CAS PDF your depository emailed you.',
  }),
  'not-pdf': defineText({
    id: 'equity.cas.notPdf',
    defaultMessage: 'This is not a PDF. Choose the CAS PDF your depository emailed you.',
  }),
  'too-large': defineText({
    id: 'equity.cas.fileTooLarge',
    defaultMessage:
      'This file is over {megabytes} MB. A CAS statement is smaller; check you picked the right file.',
    values: { megabytes: STATEMENT_MAX_MEGABYTES },
  }),
};

/** The customer's words for a typed CAS password's fault. */
export const CAS_PASSWORD_FAULT_TEXT: Readonly<Record<StatementPasswordFault, Text>> = {
  missing: defineText({ id: 'equity.cas.passwordMissing', defaultMessage: 'Enter the statement password.' }),
  format: defineText({
    id: 'equity.cas.passwordFormat',
    defaultMessage:
      'The password is your PAN in capitals, like {example} (some statements add your date of birth as {dateFormat}).',
    values: { example: 'ABCDE1234F', dateFormat: 'DDMMYYYY' },
  }),
};

/** What the broker-login form holds. */
export type BrokerLogin = { broker: string; clientId: string; password: string };

/** A broker client id: letters and digits, as brokers issue them. */
const CLIENT_ID = /^[A-Za-z0-9]{4,16}$/;

/** Broker passwords are at least this long at every broker offered. */
const BROKER_PASSWORD_MIN = 6;
const BROKER_PASSWORD_MAX = 64;

/** The form's problems by field; empty when it can be sent. */
export function brokerLoginProblems(form: BrokerLogin): Partial<Record<keyof BrokerLogin, Text>> {
  const problems: Partial<Record<keyof BrokerLogin, Text>> = {};
  if (!MANUAL_BROKERS.some((broker) => broker.id === form.broker))
    problems.broker = defineText({ id: 'equity.login.brokerMissing', defaultMessage: 'Choose your broker.' });
  const clientId = form.clientId.trim();
  if (clientId === '')
    problems.clientId = defineText({
      id: 'equity.login.clientIdMissing',
      defaultMessage: 'Enter your client ID or username.',
    });
  else if (!CLIENT_ID.test(clientId)) {
    problems.clientId = defineText({
      id: 'equity.login.clientIdFormat',
      defaultMessage: 'A client ID has 4 to 16 letters and digits, like {example}.',
      values: { example: 'AB1234' },
    });
  }
  if (form.password === '')
    problems.password = defineText({
      id: 'equity.login.passwordMissing',
      defaultMessage: 'Enter your broker password.',
    });
  else if (form.password.length < BROKER_PASSWORD_MIN || form.password.length > BROKER_PASSWORD_MAX) {
    problems.password = defineText({
      id: 'equity.login.passwordLength',
      defaultMessage: 'A broker password has {min} to {max} characters.',
      values: { min: BROKER_PASSWORD_MIN, max: BROKER_PASSWORD_MAX },
    });
  }
  return problems;
}

/** Error codes the import routes answer with. */
export const IMPORT_ERROR_CODES = {
  wrongBrokerPassword: 'BROKER_LOGIN_FAILED',
  alreadyConnected: 'BROKER_ALREADY_CONNECTED',
  wrongCasPassword: STATEMENT_ERROR_CODES.wrongPassword,
  corruptCas: STATEMENT_ERROR_CODES.unreadable,
  notACas: STATEMENT_ERROR_CODES.notACas,
  depositoryMismatch: 'CAS_DEPOSITORY_MISMATCH',
  casTooComplex: STATEMENT_ERROR_CODES.tooComplex,
  casTooBigUnpacked: STATEMENT_ERROR_CODES.tooBigUnpacked,
  tooLarge: STATEMENT_ERROR_CODES.tooLarge,
  tooManyCasPasswords: STATEMENT_ERROR_CODES.tooManyPasswords,
  casPanMismatch: STATEMENT_ERROR_CODES.panMismatch,
  /** An older statement of an account whose newer one is already in: 409, nothing changes. */
  casOlderStatement: 'CAS_OLDER_STATEMENT',
  casBadDate: STATEMENT_ERROR_CODES.badDate,
  /** Holdings worth more than any statement holds ({@link CAS_MAX_VALUE_PAISE}): 422. */
  casAmountTooLarge: 'CAS_AMOUNT_TOO_LARGE',
  /** A holding whose company name is blank: 422. */
  casBlankName: 'CAS_BLANK_NAME',
} as const;

/**
 * Most a statement's holdings may be worth: ₹1 lakh crore. More is no customer's statement, and
 * keeping one under a ninetieth of the largest safe integer keeps a customer's totals exact.
 * A lakh (1_00_000) of crores (1_00_00_000 rupees each), in paise.
 */
export const CAS_MAX_VALUE_PAISE = 1_00_000 * 1_00_00_000 * 100;

const MESSAGES: Readonly<Record<string, Text>> = {
  [IMPORT_ERROR_CODES.wrongBrokerPassword]: defineText({
    id: 'equity.import.wrongBrokerPassword',
    defaultMessage:
      'The client ID or password is wrong. Check them with your broker and try again; nothing was added.',
  }),
  [IMPORT_ERROR_CODES.alreadyConnected]: defineText({
    id: 'equity.import.alreadyConnected',
    defaultMessage: 'This broker account is already connected.',
  }),
  [IMPORT_ERROR_CODES.wrongCasPassword]: defineText({
    id: 'equity.import.wrongCasPassword',
    defaultMessage: 'Wrong statement password. It is usually your PAN in capitals; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.corruptCas]: defineText({
    id: 'equity.import.corruptCas',
    defaultMessage: 'This PDF could not be read. Download the statement again; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.notACas]: defineText({
    id: 'equity.import.notACas',
    defaultMessage: 'This PDF is not an NSDL or CDSL consolidated account statement; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.depositoryMismatch]: defineText({
    id: 'equity.import.depositoryMismatch',
    defaultMessage:
      'This statement is from the other depository. Pick the depository printed on it; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casTooComplex]: defineText({
    id: 'equity.import.casTooComplex',
    defaultMessage:
      'This PDF takes too long to read; it is not a statement as NSDL or CDSL send them. Nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casTooBigUnpacked]: defineText({
    id: 'equity.import.casTooBigUnpacked',
    defaultMessage:
      'This PDF unpacks to far more than a statement holds; download it again from your depository. Nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casPanMismatch]: defineText({
    id: 'equity.import.casPanMismatch',
    defaultMessage:
      'This statement is for another PAN. Upload the statement sent for the PAN on your Kosh account; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casOlderStatement]: defineText({
    id: 'equity.import.casOlderStatement',
    defaultMessage:
      'A newer statement of this demat account is already imported, so this older one was not. Nothing was changed.',
  }),
  [IMPORT_ERROR_CODES.casBadDate]: defineText({
    id: 'equity.import.casBadDate',
    defaultMessage:
      'The date on this statement is not a real date. Download the statement again from your depository; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casAmountTooLarge]: defineText({
    id: 'equity.import.casAmountTooLarge',
    defaultMessage:
      'The amounts on this statement are too large to be real. Download it again from your depository; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.casBlankName]: defineText({
    id: 'equity.import.casBlankName',
    defaultMessage:
      'A holding on this statement has no company name. Download it again from your depository; nothing was imported.',
  }),
  [IMPORT_ERROR_CODES.tooLarge]: defineText({
    id: 'equity.import.tooLarge',
    defaultMessage: 'This file is over {megabytes} MB; nothing was imported.',
    values: { megabytes: STATEMENT_MAX_MEGABYTES },
  }),
};

const OFFLINE = defineText({
  id: 'equity.import.offline',
  defaultMessage: 'You seem to be offline. Connect and try again; nothing was imported.',
});

const SERVER_FAULT = defineText({
  id: 'equity.import.serverFault',
  defaultMessage: 'Something went wrong on our side; nothing was imported. Try again in a minute.',
});

/** The customer's text for an import's failure: by code, else by status, else a general one. */
export function importErrorText(code: string | null, status: number | null): Text {
  return refusalText(code, status, {
    byCode: MESSAGES,
    byStatus: { 413: MESSAGES[IMPORT_ERROR_CODES.tooLarge] },
    offline: OFFLINE,
    serverFault: SERVER_FAULT,
  });
}
