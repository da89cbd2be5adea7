/**
 * Rules for the mutual-fund CAS upload (docs/mutual-funds.md#a-mutual-fund-cas): the file and
 * password checks the form makes before sending, the codes the sandbox answers with, and the
 * customer's words for each. Most codes are the demat statement's (the same failures of the same
 * kind of file); the words are the funds' own, since the demat ones name NSDL, CDSL and brokers.
 */
import {
  CAS_MAX_BYTES,
  IMPORT_ERROR_CODES,
  isPdfMagic,
  type PickedFile,
} from '@/domain/portfolio/broker-import';
import { defineText, type Text } from '@/domain/text/message';

/** The limit in whole megabytes, for messages that write the unit in their own language. */
export const FUND_CAS_MAX_MEGABYTES = CAS_MAX_BYTES / (1024 * 1024);

/** Error codes the fund CAS import answers with. */
export const FUND_CAS_ERROR_CODES = {
  wrongPassword: IMPORT_ERROR_CODES.wrongCasPassword,
  unreadable: IMPORT_ERROR_CODES.corruptCas,
  /** Not a CAMS or KFintech statement (a demat CAS, any other PDF). */
  notACas: IMPORT_ERROR_CODES.notACas,
  tooComplex: IMPORT_ERROR_CODES.casTooComplex,
  tooBigUnpacked: IMPORT_ERROR_CODES.casTooBigUnpacked,
  tooLarge: IMPORT_ERROR_CODES.tooLarge,
  tooManyPasswords: IMPORT_ERROR_CODES.tooManyCasPasswords,
  panMismatch: IMPORT_ERROR_CODES.casPanMismatch,
  badDate: IMPORT_ERROR_CODES.casBadDate,
  /** A scheme whose ISIN Kosh's scheme master does not know: its NAV and tax class are unknown. */
  unknownScheme: 'CAS_UNKNOWN_SCHEME',
} as const;

/**
 * Why a picked file cannot be sent, or null when it can. `head` is its first bytes: a renamed image
 * with a `.pdf` name fails here, before a megabyte goes over the network.
 */
export function fundCasFileProblem(file: PickedFile, head: Uint8Array): Text | null {
  if (file.size === 0)
    return defineText({
      id: 'mutualFunds.cas.fileEmpty',
      defaultMessage: 'This file is empty. Choose the CAS PDF that CAMS or KFintech emailed you.',
    });
  // Some pickers give no type for a PDF; the bytes decide then.
  const typeOk = file.type === '' || file.type === 'application/pdf';
  if (!typeOk || !isPdfMagic(head))
    return defineText({
      id: 'mutualFunds.cas.notPdf',
      defaultMessage: 'This is not a PDF. Choose the CAS PDF that CAMS or KFintech emailed you.',
    });
  if (file.size > CAS_MAX_BYTES)
    return defineText({
      id: 'mutualFunds.cas.fileTooLarge',
      defaultMessage: 'This file is over {megabytes} MB. A CAS is smaller; check you picked the right file.',
      values: { megabytes: FUND_CAS_MAX_MEGABYTES },
    });
  return null;
}

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
    values: { megabytes: FUND_CAS_MAX_MEGABYTES },
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

/** The customer's text for an upload's failure: by code, else by status, else a general one. */
export function fundCasErrorText(code: string | null, status: number | null): Text {
  if (code !== null) {
    const known = MESSAGES[code];
    if (known !== undefined) return known;
  }
  if (status === 413) return MESSAGES[FUND_CAS_ERROR_CODES.tooLarge] ?? SERVER_FAULT;
  if (status === null) return OFFLINE;
  return SERVER_FAULT;
}
