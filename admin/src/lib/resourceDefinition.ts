// What buildQuery knows of a resource: its typed documents, written with graphql() from
// ../gql, so that graphql-codegen validates each one against schema/schema.graphql (a
// field, argument or type the schema loses fails `npm run codegen`) and types its
// variables and answer (what the admin builds for them is checked by `npm run
// typecheck`). The arguments a create or update may send are the document's own variable
// definitions: nothing here repeats the schema by hand.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** A record as every document of a resource answers it. */
interface Row {
  id: string;
}

/** The values of a react-admin form, or the changed ones of an update. */
export type FormData = Record<string, unknown>;

/** The variables of every list document (ra-data-graphql-simple's allX / _allXMeta). */
type ListVariableName = 'page' | 'perPage' | 'sortField' | 'sortOrder' | 'filter';

type ListDocument = TypedDocumentNode<{ items: Row[]; total: { count: number } }, never>;
type OneDocument = TypedDocumentNode<{ data: Row | null }, { id: string }>;
type RecordMutation = TypedDocumentNode<{ data: Row }, never>;
type DeleteDocument = TypedDocumentNode<{ data: { id: string } }, { id: string }>;
type ReorderDocument = TypedDocumentNode<{ data: Row[] }, { ids: string[] }>;

export interface ResourceDefinition {
  /** The GraphQL type (News, Project, ...), for messages. */
  type: string;
  /** `items: allX(page, perPage, sortField, sortOrder, filter) total: _allXMeta(filter) { count }`. */
  list: ListDocument;
  /** `data: X(id)`: the detail page's record (it may read more than a list row). */
  one?: OneDocument;
  /** `data: createX(...)`: every argument the admin may send; absent when it never creates. */
  create?: RecordMutation;
  /** `data: updateX(id, ...)`: every argument the admin may send; only those set are sent. */
  update?: RecordMutation;
  /** `data: deleteX(id) { id }`. */
  remove?: DeleteDocument;
  /** `data: reorderX(ids)`: the resources shown in an order the administrator sets. */
  reorder?: ReorderDocument;
  /** Form data -> the values that replace some of it before a create or update. */
  prepare?: (data: FormData) => FormData;
  /** The file argument (the image, the PDF) and the one that removes the current file. */
  upload?: FileUpload<string, string>;
}

/**
 * field: the argument that carries a newly chosen file; removeFlag: the update's argument
 * sent when the form's file field is emptied (absent: the form removes it otherwise).
 */
interface FileUpload<Field, Flag> {
  field: Field;
  removeFlag?: Flag;
}

/** Nothing when V declares every variable of K; otherwise a property no document has. */
type Declares<V, K extends PropertyKey> = [K] extends [keyof V]
  ? unknown
  : { missingVariables: Exclude<K, keyof V> };

/**
 * A resource's definition, its documents checked against what buildQuery relies on: the
 * list document declares the list variables, the mutations answer `data`, and `prepare`
 * answers arguments that both the create and the update documents declare, with their types,
 * as `upload` names them.
 */
export function defineResource<
  LV,
  CV extends object = object,
  UV extends object = object,
>(definition: {
  type: string;
  list: TypedDocumentNode<{ items: Row[]; total: { count: number } }, LV> &
    Declares<LV, ListVariableName>;
  one?: OneDocument;
  create?: TypedDocumentNode<{ data: Row }, CV>;
  update?: TypedDocumentNode<{ data: Row }, UV & { id: string | number }>;
  remove?: DeleteDocument;
  reorder?: ReorderDocument;
  prepare?: (data: FormData) => Partial<Pick<CV & UV, keyof CV & keyof UV>>;
  upload?: FileUpload<keyof CV & keyof UV & string, keyof UV & string>;
}): ResourceDefinition {
  return definition as unknown as ResourceDefinition;
}

/**
 * Text arguments the server clears when sent empty: a field emptied in the form (null,
 * which the server reads as "unchanged") is sent as ''.
 */
export function blankWhenEmptied<V>(
  data: FormData,
  names: readonly (keyof V & string)[],
): Partial<V> {
  return Object.fromEntries(
    names.filter((name) => data[name] === null).map((name) => [name, '']),
  ) as Partial<V>;
}
