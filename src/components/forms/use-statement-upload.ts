import { useState } from 'react';

import {
  STATEMENT_HEAD_LENGTH,
  statementFileFault,
  type StatementFileFault,
  statementPasswordFault,
  type StatementPasswordFault,
} from '@/domain/statements/statement-file';
import type { Text } from '@/domain/text/message';

import { fileHead } from './read-file';

/** Each statement screen's own words for what is wrong before anything is sent. */
export type StatementFaultTexts = {
  noFile: Text;
  file: Readonly<Record<StatementFileFault, Text>>;
  password: Readonly<Record<StatementPasswordFault, Text>>;
};

/**
 * A statement upload's picked file and typed password, checked on the device by every statement's
 * rules (src/domain/statements/) and worded by `texts`. `onPick` runs when a file is picked, so a
 * screen can clear the last upload's outcome.
 */
export function useStatementUpload(texts: StatementFaultTexts, onPick: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<Text | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<Text | null>(null);

  async function pick(picked: File | null) {
    onPick();
    setFile(picked);
    const fault =
      picked === null ? null : statementFileFault(picked, await fileHead(picked, STATEMENT_HEAD_LENGTH));
    setFileError(fault === null ? null : texts.file[fault]);
  }

  /** A PAN is typed in capitals without spaces, however the keyboard sends it. */
  function typePassword(typed: string) {
    setPassword(typed.toUpperCase().replace(/\s+/g, ''));
    setPasswordError(null);
  }

  /** The file to send, or null after showing why there is none yet. */
  function fileToSend(): File | null {
    const missingFile = file === null ? texts.noFile : fileError;
    const passwordFault = statementPasswordFault(password);
    const badPassword = passwordFault === null ? null : texts.password[passwordFault];
    setFileError(missingFile);
    setPasswordError(badPassword);
    return missingFile === null && badPassword === null ? file : null;
  }

  return { file, fileError, password, passwordError, pick, typePassword, fileToSend };
}

export type StatementUpload = ReturnType<typeof useStatementUpload>;
