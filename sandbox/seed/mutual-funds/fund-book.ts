/** Where the folio seeds write their lines: one {@link SchemeLines} per folio and scheme, priced from the shared NAVs. */
import type { Day } from '../dates';
import type { SchemeLines } from './folio-lines';
import type { FundScheme } from './schemes';

export type FundBook = {
  /** The last day a line may fall on. */
  anchorDay: Day;
  /** The lines of `scheme` in the folio `folioId` (the same object on every call). */
  lines(folioId: string, scheme: FundScheme): SchemeLines;
};
