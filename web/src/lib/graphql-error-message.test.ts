import { CombinedGraphQLErrors } from '@apollo/client';
import { isNotFoundError } from './graphql-error';
import { graphqlErrorMessage } from './graphql-error-message';

const refused = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

describe('graphqlErrorMessage', () => {
  it("says the first field's message of a validation error", () => {
    const error = refused([
      {
        message: 'Dati non validi',
        extensions: {
          code: 'VALIDATION',
          fields: { email: "Inserisci un'e-mail valida", name: 'Il nome è obbligatorio' },
        },
      },
    ]);
    expect(graphqlErrorMessage(error, 'Riprova')).toBe("Inserisci un'e-mail valida");
  });

  it("says the error's own message otherwise, and the fallback for anything that is not the server's", () => {
    const conflict = refused([
      { message: 'Questo indirizzo e-mail è già iscritto a questo corso.', extensions: {} },
    ]);
    expect(graphqlErrorMessage(conflict, 'Riprova')).toBe(
      'Questo indirizzo e-mail è già iscritto a questo corso.',
    );
    expect(graphqlErrorMessage(new TypeError('Failed to fetch'), 'Riprova')).toBe('Riprova');
    expect(graphqlErrorMessage(refused([]), 'Riprova')).toBe('Riprova');
  });
});

describe('isNotFoundError', () => {
  it('is true only when every error is NOT_FOUND', () => {
    expect(isNotFoundError(refused([{ message: 'x', extensions: { code: 'NOT_FOUND' } }]))).toBe(
      true,
    );
    expect(
      isNotFoundError(
        refused([
          { message: 'x', extensions: { code: 'NOT_FOUND' } },
          { message: 'y', extensions: { code: 'INTERNAL' } },
        ]),
      ),
    ).toBe(false);
  });
});
