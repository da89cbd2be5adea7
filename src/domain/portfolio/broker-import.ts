/**
 * Rules for bringing in a broker without the account aggregator: the broker-login form (broker,
 * client id, password) and the CAS statement upload (a password-protected PDF from NSDL or CDSL).
 * The client checks with these before sending; the sandbox checks again with the same limits.
 * The customer's texts are `Text`s (id, English default, values) the screen words in its language.
 */

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

/** The largest CAS file accepted: a real CAS is well under 1 MB; 5 MB leaves room for long ones. */
export const CAS_MAX_BYTES = 5 * 1024 * 1024;

/** The limit as the form says it. */
export const CAS_MAX_SIZE_TEXT = '5 MB';

/** The limit in whole megabytes, for messages that write the unit in their own language. */
export const CAS_MAX_MEGABYTES = CAS_MAX_BYTES / (1024 * 1024);

/** Every PDF starts with these bytes (`%PDF-`). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Bytes to read from the start of a file for {@link isPdfMagic}. */
export const PDF_MAGIC_LENGTH = PDF_MAGIC.length;

/** Whether `head` (a file's first bytes) is a PDF's signature. */
export function isPdfMagic(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** What the picker knows about a chosen file. */
export type PickedFile = { name: string; type: string; size: number };

/**
 * Why a picked file cannot be sent, or null when it can. `head` is its first bytes: a renamed
 * image with a `.pdf` name fails here, before a megabyte goes over the network.
 */
export function casFileProblem(file: PickedFile, head: Uint8Array): Text | null {
  if (file.size === 0)
    return defineText({
      id: 'equity.cas.fileEmpty',
      defaultMessage: 'This file is empty. Choose the CAS PDF your depository emailed you.',
    });
  // Some pickers give no type for a PDF; the bytes decide then.
  const typeOk = file.type === '' || file.type === 'application/pdf';
  if (!typeOk || !isPdfMagic(head))
    return defineText({
      id: 'equity.cas.notPdf',
      defaultMessage: 'This is not a PDF. Choose the CAS PDF your depository emailed you.',
    });
  if (file.size > CAS_MAX_BYTES)
    return defineText({
      id: 'equity.cas.fileTooLarge',
      defaultMessage:
        'This file is over {megabytes} MB. A CAS statement is smaller; check you picked the right file.',
      values: { megabytes: CAS_MAX_MEGABYTES },
    });
  return null;
}

/** PAN in capitals, optionally followed by the date of birth as DDMMYYYY. */
const CAS_PASSWORD = /^[A-Z]{5}[0-9]{4}[A-Z]([0-9]{8})?$/;

/** Why a CAS password cannot be right, or null. */
export function casPasswordProblem(password: string): Text | null {
  if (password === '')
    return defineText({ id: 'equity.cas.passwordMissing', defaultMessage: 'Enter the statement password.' });
  if (!CAS_PASSWORD.test(password)) {
    return defineText({
      id: 'equity.cas.passwordFormat',
      defaultMessage:
        'The password is your PAN in capitals, like {example} (some statements add your date of birth as {dateFormat}).',
      values: { example: 'ABCDE1234F', dateFormat: 'DDMMYYYY' },
    });
  }
  return null;
}

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
  wrongCasPassword: 'CAS_WRONG_PASSWORD',
  corruptCas: 'CAS_UNREADABLE',
  notACas: 'CAS_NOT_RECOGNISED',
  depositoryMismatch: 'CAS_DEPOSITORY_MISMATCH',
  /** The file took longer to read than any statement does (a parsing bomb). */
  casTooComplex: 'CAS_TOO_COMPLEX',
  /** The file unpacks to far more than any statement does (a decompression bomb). */
  casTooBigUnpacked: 'CAS_TOO_LARGE_UNPACKED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** Five wrong passwords for one file in 15 minutes: 429 with Retry-After. */
  tooManyCasPasswords: 'CAS_TOO_MANY_PASSWORDS',
  /** The statement's PAN is not the customer's (or it prints none): 422. */
  casPanMismatch: 'CAS_PAN_MISMATCH',
  /** An older statement of an account whose newer one is already in: 409, nothing changes. */
  casOlderStatement: 'CAS_OLDER_STATEMENT',
  /** A date no calendar has (2026-13-45, 31 February) or one still to come: 422. */
  casBadDate: 'CAS_BAD_DATE',
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
    values: { megabytes: CAS_MAX_MEGABYTES },
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
  if (code !== null) {
    const known = MESSAGES[code];
    if (known !== undefined) return known;
  }
  if (status === 413) return MESSAGES[IMPORT_ERROR_CODES.tooLarge] ?? SERVER_FAULT;
  if (status === null) return OFFLINE;
  return SERVER_FAULT;
}
