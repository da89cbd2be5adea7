/**
 * The import screen's words for what went wrong: a picked file's fault, and each code the server
 * answers with (src/domain/mutual-funds/cas-import.ts). The funds' own, since the demat statement's
 * name NSDL, CDSL and brokers.
 */
import type { StatementFaultTexts } from '@/components/forms/use-statement-upload';
import { FUND_CAS_ERROR_CODES } from '@/domain/mutual-funds/cas-import';
import {
  STATEMENT_MAX_MEGABYTES,
  type StatementFileFault,
  type StatementPasswordFault,
} from '@/domain/statements/statement-file';
import { refusalText } from '@/domain/statements/statement-refusals';
import type { Text } from '@/domain/text/message';

/**
 * Marks a message for extraction (`formatjs extract` knows the name), as domain/text/message.ts's
 * does. A copy of that one-liner: importing it from this lazy area would move it out of the chunk
 * every first screen shares into a file of its own, a download more on each of them.
 */
function defineText<T extends Text>(text: T): T {
  return text;
}

const NO_FILE = defineText({
  id: 'mutualFunds.cas.noFile',
  defaultMessage: 'Choose your mutual-fund CAS (a PDF).',
});

/** The customer's words for a picked file's fault. */
const FILE_FAULT_TEXT: Readonly<Record<StatementFileFault, Text>> = {
  empty: defineText({
    id: 'mutualFunds.cas.fileEmpty',
    defaultMessage: 'This file is empty. Choose the CAS PDF that CAMS or KFintech emailed you.',
  }),
  'not-pdf': defineText({
    id: 'mutualFunds.cas.notPdf',
    defaultMessage: 'This is not a PDF. Choose the CAS PDF that CAMS or KFintech emailed you.',
  }),
  'too-large': defineText({
    id: 'mutualFunds.cas.fileTooLarge',
    defaultMessage: 'This file is over {megabytes} MB. A CAS is smaller; check you picked the right file.',
    values: { megabytes: STATEMENT_MAX_MEGABYTES },
  }),
};

const MESSAGES: Readonly<Record<string, Text>> = {
  [FUND_CAS_ERROR_CODES.wrongPassword]: defineText({
    id: 'mutualFunds.cas.wrongPassword',
    defaultMessage: 'Wrong statement password. It is usually your PAN in capitals; nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.unreadable]: defineText({
    id: 'mutualFunds.cas.unreadable',
    defaultMessage: 'This PDF could not be read. Download the statement again; nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.notACas]: defineText({
    id: 'mutualFunds.cas.notACas',
    defaultMessage:
      'This PDF is not a CAMS or KFintech mutual-fund statement (a demat statement goes in Equity); nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.tooComplex]: defineText({
    id: 'mutualFunds.cas.tooComplex',
    defaultMessage:
      'This PDF takes too long to read; it is not a statement as CAMS or KFintech send them. Nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.tooBigUnpacked]: defineText({
    id: 'mutualFunds.cas.tooBigUnpacked',
    defaultMessage:
      'This PDF unpacks to far more than a statement holds; download it again. Nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.panMismatch]: defineText({
    id: 'mutualFunds.cas.panMismatch',
    defaultMessage:
      'This statement is for another PAN. Upload the statement for the PAN on your Kosh account; nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.badDate]: defineText({
    id: 'mutualFunds.cas.badDate',
    defaultMessage:
      'The date on this statement is not a real date, or is still to come. Download it again; nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.unknownScheme]: defineText({
    id: 'mutualFunds.cas.unknownScheme',
    defaultMessage:
      'This statement has a scheme Kosh does not know yet, so its value cannot be worked out; nothing was imported.',
  }),
  [FUND_CAS_ERROR_CODES.tooLarge]: defineText({
    id: 'mutualFunds.cas.tooLarge',
    defaultMessage: 'This file is over {megabytes} MB; nothing was imported.',
    values: { megabytes: STATEMENT_MAX_MEGABYTES },
  }),
};

const OFFLINE = defineText({
  id: 'mutualFunds.cas.offline',
  defaultMessage: 'You seem to be offline. Connect and try again; nothing was imported.',
});

const SERVER_FAULT = defineText({
  id: 'mutualFunds.cas.serverFault',
  defaultMessage: 'Something went wrong on our side; nothing was imported. Try again in a minute.',
});

const TOO_MANY_PASSWORDS = defineText({
  id: 'mutualFunds.cas.tooManyPasswords',
  defaultMessage:
    'Too many wrong passwords for this statement. Wait a few minutes and try again; nothing was imported.',
});

/** Why a typed password cannot be right. */
const PASSWORD_FAULT_TEXT: Readonly<Record<StatementPasswordFault, Text>> = {
  missing: defineText({
    id: 'mutualFunds.cas.passwordMissing',
    defaultMessage: 'Enter the statement password.',
  }),
  format: defineText({
    id: 'mutualFunds.cas.passwordFormat',
    defaultMessage:
      'The password is your PAN in capitals, like {example} (some statements add your date of birth as {dateFormat}).',
    values: { example: 'ABCDE1234F', dateFormat: 'DDMMYYYY' },
  }),
};

/** The customer's text for an upload's failure: by code, else by status, else a general one. */
export function fundCasErrorText(code: string | null, status: number | null): Text {
  return refusalText(code, status, {
    byCode: MESSAGES,
    byStatus: { 413: MESSAGES[FUND_CAS_ERROR_CODES.tooLarge], 429: TOO_MANY_PASSWORDS },
    offline: OFFLINE,
    serverFault: SERVER_FAULT,
  });
}

/** What the upload form says is wrong before anything is sent. */
export const FAULT_TEXTS: StatementFaultTexts = {
  noFile: NO_FILE,
  file: FILE_FAULT_TEXT,
  password: PASSWORD_FAULT_TEXT,
};
