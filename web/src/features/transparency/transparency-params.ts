// The parameters of /trasparenza, shared by its lists: the documents' search, category and
// page (documents-list.tsx) and the grants register's year (grants-register.tsx), so that
// each list's links and form keep the other's state.
import { LIST_PARAMS } from '../../config/constants';
import { pageParamReader, searchParamReader, type ParamReaders } from '../../lib/list-params';
import { readDocumentCategory } from './filter-documents';

/** ?anno= when it is a year (whether the register has it is the register's to say). */
export function readGrantYearParam(value: string | null): string | null {
  return value !== null && /^\d{4}$/.test(value) ? value : null;
}

export const TRANSPARENCY_PARAMS: ParamReaders = {
  [LIST_PARAMS.search]: searchParamReader,
  [LIST_PARAMS.category]: (value) => readDocumentCategory(value) || null,
  [LIST_PARAMS.page]: pageParamReader,
  [LIST_PARAMS.grantsYear]: readGrantYearParam,
};
