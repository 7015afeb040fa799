import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { withFileUploads } from './dataProvider';
import {
  listHttpFailureMessage,
  nestFieldErrors,
  toHttpError,
  NETWORK_ERROR_MESSAGE,
} from './errors';
import { buildMultipartBody, extractFiles } from './multipartLink';
import { parse } from 'graphql';

const photo = new File(['gif'], 'foto.gif', { type: 'image/gif' });

describe('withFileUploads', () => {
  it('sends a newly chosen image as the Upload variable', () => {
    expect(
      withFileUploads('news', { title: 'T', image: { rawFile: photo, src: 'blob:x' } }),
    ).toEqual({
      title: 'T',
      image: photo,
    });
  });

  it('keeps the current file on edit when the field is untouched', () => {
    const previous = { image: '/uploads/a.jpg' };
    expect(withFileUploads('projects', { title: 'T', image: '/uploads/a.jpg' }, previous)).toEqual({
      title: 'T',
    });
    expect(withFileUploads('documents', { title: 'T' }, { fileUrl: '/uploads/b.pdf' })).toEqual({
      title: 'T',
    });
  });

  it('asks to remove the image when the admin empties the field', () => {
    expect(
      withFileUploads('news', { title: 'T', image: null }, { image: '/uploads/a.jpg' }),
    ).toEqual({
      title: 'T',
      removeImage: true,
    });
  });

  it('uploads the images of the site content (team, slides, activities, services)', () => {
    for (const resource of ['team', 'slides', 'activities', 'services']) {
      expect(withFileUploads(resource, { image: { rawFile: photo } })).toEqual({ image: photo });
      expect(withFileUploads(resource, { image: null }, { image: '/uploads/a.png' })).toEqual({
        removeImage: true,
      });
    }
  });

  it('leaves resources without files alone', () => {
    expect(withFileUploads('stats', { title: 'T', value: '3' })).toEqual({
      title: 'T',
      value: '3',
    });
  });
});

describe('toHttpError', () => {
  it('reads the status, code and field messages of a GraphQL error', () => {
    const apolloError = {
      message: 'Dati non validi',
      graphQLErrors: [
        {
          message: 'Dati non validi',
          extensions: { code: 'VALIDATION', status: 400, fields: { title: 'Obbligatorio' } },
        },
      ],
    };
    const error = toHttpError(new HttpError('Dati non validi', 200, apolloError));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      code: 'VALIDATION',
      message: 'Dati non validi',
      errors: { title: 'Obbligatorio' },
    });
  });

  it('hands nested field paths (bank.iban, address.postalCode) on in the shape of the form', () => {
    const error = toHttpError({
      graphQLErrors: [
        {
          message: 'Dati non validi',
          extensions: {
            code: 'VALIDATION',
            status: 400,
            fields: {
              'bank.iban': 'IBAN non valido',
              'address.postalCode': 'Il CAP deve avere 5 cifre',
              email: 'Indirizzo e-mail non valido',
            },
          },
        },
      ],
    });
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      bank: { iban: 'IBAN non valido' },
      address: { postalCode: 'Il CAP deve avere 5 cifre' },
      email: 'Indirizzo e-mail non valido',
    });
  });

  it('derives the status from the code when the server does not send one', () => {
    const error = toHttpError({
      graphQLErrors: [{ message: 'Sessione scaduta.', extensions: { code: 'INVALID_TOKEN' } }],
    });
    expect(error.status).toBe(401);
    expect(error.body.errors).toBeUndefined();
  });

  it('unwraps the 404 that buildQuery throws for a missing record', () => {
    const notFound = new HttpError('Risorsa non trovata', 404, { code: 'NOT_FOUND' });
    const error = toHttpError(new HttpError(notFound.message, 200, notFound));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ code: 'NOT_FOUND' });
  });

  it('says in Italian that the server cannot be reached', () => {
    expect(
      toHttpError(new HttpError('Failed to fetch', undefined as unknown as number)).message,
    ).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('nestFieldErrors', () => {
  it('nests paths of any depth and keeps flat fields as they are', () => {
    expect(
      nestFieldErrors({ title: 'Obbligatorio', 'a.b.c': 'profondo', 'a.b.d': 'accanto' }),
    ).toEqual({ title: 'Obbligatorio', a: { b: { c: 'profondo', d: 'accanto' } } });
  });

  it('keeps the message of a whole object rather than mixing it with its fields', () => {
    expect(
      nestFieldErrors({ bank: 'Dati bancari mancanti', 'bank.iban': 'IBAN non valido' }),
    ).toEqual({ bank: 'Dati bancari mancanti' });
  });
});

describe('multipart request', () => {
  it('replaces files with null and maps them by path', () => {
    const { clone, files } = extractFiles({ title: 'T', image: photo });
    expect(clone).toEqual({ title: 'T', image: null });
    expect(files.get(photo)).toEqual(['variables.image']);
  });

  it('builds operations, map and one part per file', () => {
    const body = buildMultipartBody({
      query: parse('mutation createNews($image: Upload) { createNews(image: $image) { id } }'),
      variables: { image: photo },
      operationName: 'createNews',
    });
    const operations = JSON.parse(body.get('operations') as string);
    expect(operations.variables).toEqual({ image: null });
    expect(operations.operationName).toBe('createNews');
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.image'] });
    expect((body.get('0') as File).name).toBe('foto.gif');
  });
});

describe('listHttpFailureMessage', () => {
  it("uses the spec's texts for a non-OK HTTP answer to a list", () => {
    expect(listHttpFailureMessage('news', 502)).toBe('Failed to fetch news');
    expect(listHttpFailureMessage('documents', 503)).toBe('Errore HTTP: 503');
  });
});
