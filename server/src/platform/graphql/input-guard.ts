// Input a GraphQL operation is refused for before it runs, with 400 BAD_USER_INPUT (never a
// 500): a NUL character anywhere in its text input (the document's string literals, the
// variables, the operation name: nul-guard.ts), and variables that are missing or of the
// wrong type for their declarations. graphql-js would report the latter itself at
// execution, but the cost limit (limits.ts) reads the variables first and must not choke
// on them; costLimitPlugin calls guardOperationInput before estimating.
import {
  getVariableValues,
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { AppError, errorCatalogue } from '../../errors.js';
import { containsNul, NUL_MESSAGE } from '../http/nul-guard.js';

/** A GraphQL error carrying the catalogue's AppError, with its HTTP status for Apollo. */
export function requestError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, status: error.status, http: { status: error.status } },
  });
}

function badUserInput(message: string): GraphQLError {
  return requestError(new AppError('BAD_USER_INPUT', message));
}

/** Whether a string literal of the document (arguments, defaults) holds a NUL. */
function documentContainsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

export function guardOperationInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
): void {
  if (containsNul(variables) || containsNul(operationName) || documentContainsNul(document)) {
    throw badUserInput(NUL_MESSAGE);
  }
  if (!operation) {
    throw badUserInput(
      `${errorCatalogue.BAD_USER_INPUT.message}: nessuna operazione ${operationName ?? ''} nel documento`.replace(
        '  ',
        ' ',
      ),
    );
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors?.length) {
    const node = coerced.errors[0].nodes?.[0];
    const name = node?.kind === Kind.VARIABLE_DEFINITION ? node.variable.name.value : undefined;
    throw badUserInput(
      name
        ? `${errorCatalogue.BAD_USER_INPUT.message}: la variabile $${name} manca o non è del tipo dichiarato`
        : `${errorCatalogue.BAD_USER_INPUT.message}: variabili non valide`,
    );
  }
}
