import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { buildQueryFactory } from './buildQuery';

const buildQuery = buildQueryFactory();
const compact = (text: string) =>
  text.replace(/,/g, '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

describe('buildQuery', () => {
  it('maps getList to allX + _allXMeta with a 0-based page', () => {
    const built = buildQuery('GET_LIST', 'news', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: { q: 'corso' },
    });
    const text = compact(print(built.query));
    expect(text).toContain(
      compact(
        'items: allNews(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter)',
      ),
    );
    expect(text).toContain(compact('total: _allNewsMeta(filter: $filter) { count }'));
    expect(text).toContain(compact('$filter: NewsFilter'));
    expect(built.variables).toEqual({
      page: 1,
      perPage: 10,
      sortField: 'date',
      sortOrder: 'DESC',
      filter: { q: 'corso' },
    });
    const parsed = built.parseResponse({ data: { items: [{ id: '1' }], total: { count: 31 } } });
    expect(parsed).toEqual({ data: [{ id: '1' }], total: 31 });
  });

  it("refuses a list answer that is not an array: 'Formato dati non valido'", () => {
    const built = buildQuery('GET_LIST', 'documents', {});
    expect(() =>
      built.parseResponse({ data: { items: { id: '1' }, total: { count: 1 } } }),
    ).toThrow('Formato dati non valido');
  });

  it('names each resource after the schema', () => {
    expect(compact(print(buildQuery('GET_LIST', 'projects', {}).query))).toContain(
      compact('allProjects('),
    );
    expect(compact(print(buildQuery('GET_LIST', 'stats', {}).query))).toContain(
      compact('_allStatsMeta('),
    );
    expect(compact(print(buildQuery('GET_ONE', 'documents', { id: '4' }).query))).toContain(
      compact('data: Document(id: $id)'),
    );
    expect(compact(print(buildQuery('GET_ONE', 'contacts', { id: '4' }).query))).toContain(
      compact('data: Contact(id: $id)'),
    );
  });

  it('maps getMany to a filter on ids', () => {
    const built = buildQuery('GET_MANY', 'stats', { ids: ['1', '2'] });
    expect(built.variables).toEqual({ filter: { ids: ['1', '2'] } });
  });

  it('maps getOne and turns a missing record into a 404', () => {
    const built = buildQuery('GET_ONE', 'news', { id: '7' });
    expect(built.variables).toEqual({ id: '7' });
    expect(built.parseResponse({ data: { data: { id: '7', title: 'T' } } })).toEqual({
      data: { id: '7', title: 'T' },
    });
    expect(() => built.parseResponse({ data: { data: null } })).toThrow(HttpError);
    try {
      built.parseResponse({ data: { data: null } });
    } catch (error) {
      expect((error as HttpError).status).toBe(404);
    }
  });

  it('maps create to createX with only the arguments the form sets, typed as in the schema', () => {
    const file = new File(['%PDF-1.4'], 'bilancio.pdf', { type: 'application/pdf' });
    const built = buildQuery('CREATE', 'documents', {
      data: { title: 'Bilancio 2025', category: 'Bilanci', file, unknown: 'x' },
    });
    expect(compact(print(built.query))).toBe(
      compact(`mutation createDocument($title: String!, $category: String!, $file: Upload!) {
        data: createDocument(title: $title, category: $category, file: $file) {
          id title category fileSize fileUrl createdAt updatedAt
        }
      }`),
    );
    expect(built.variables).toEqual({ title: 'Bilancio 2025', category: 'Bilanci', file });
  });

  it('maps update to updateX with the id and only the changed fields', () => {
    const previousData = {
      id: '3',
      title: 'Vecchio',
      content: 'uguale',
      excerpt: 'derivato',
      readTime: 1,
    };
    const built = buildQuery('UPDATE', 'news', {
      id: '3',
      data: { ...previousData, title: 'Nuovo' },
      previousData,
    });
    expect(compact(print(built.query))).toContain(
      compact(
        'mutation updateNews($id: ID!, $title: String) { data: updateNews(id: $id, title: $title)',
      ),
    );
    expect(built.variables).toEqual({ id: '3', title: 'Nuovo' });
    expect(built.parseResponse({ data: { data: { id: '3', title: 'Nuovo' } } })).toEqual({
      data: { id: '3', title: 'Nuovo' },
    });
  });

  it('maps a contact status change to updateContact(id, status)', () => {
    const built = buildQuery('UPDATE', 'contacts', {
      id: '9',
      data: { status: 'replied' },
      previousData: { id: '9', status: 'read' },
    });
    expect(compact(print(built.query))).toContain(
      compact('updateContact(id: $id, status: $status)'),
    );
    expect(built.variables).toEqual({ id: '9', status: 'replied' });
  });

  it('maps delete to deleteX(id)', () => {
    const built = buildQuery('DELETE', 'projects', { id: '5', previousData: { id: '5' } });
    expect(compact(print(built.query))).toBe(
      compact('mutation deleteProject($id: ID!) { data: deleteProject(id: $id) { id } }'),
    );
    expect(built.variables).toEqual({ id: '5' });
  });

  it('maps deleteMany to aliased deletions in one request', () => {
    const built = buildQuery('DELETE_MANY', 'stats', { ids: ['1', '2'] });
    expect(compact(print(built.query))).toBe(
      compact(
        'mutation deleteStatMany($id0: ID!, $id1: ID!) { r0: deleteStat(id: $id0) { id } r1: deleteStat(id: $id1) { id } }',
      ),
    );
    expect(built.parseResponse({ data: { r0: { id: '1' }, r1: { id: '2' } } })).toEqual({
      data: ['1', '2'],
    });
  });

  it('refuses to create contact requests from the admin', () => {
    expect(() => buildQuery('CREATE', 'contacts', { data: {} })).toThrow();
  });
});
