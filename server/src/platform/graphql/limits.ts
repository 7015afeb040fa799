// Bounds on what one GraphQL operation may ask for, checked before any resolver runs:
// a maximum selection depth (a validation rule) and a maximum estimated cost (an Apollo
// plugin using graphql-query-complexity, which needs the operation's variables).
// Introspection has a depth bound of its own: GraphiQL's schema query nests type
// references about fourteen levels deep, far beyond any real operation of this API.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNullableType,
  isListType,
  Kind,
  type ASTVisitor,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { AppError, errorCatalogue } from '../../errors.js';
import { guardOperationInput, requestError } from './input-guard.js';

/** Deepest field nesting accepted (the admin's deepest query, login { user { username } }, is 3). */
export const MAX_QUERY_DEPTH = 8;
/** Deepest nesting accepted below __schema / __type (GraphiQL's introspection query reaches 14). */
export const MAX_INTROSPECTION_DEPTH = 16;
/** Highest estimated cost accepted: the public home page costs about 200, an admin list about 150. */
export const MAX_QUERY_COST = 1500;
/** A list field counts as this many items for the cost of its selection. */
export const LIST_COST_FACTOR = 10;

/** A GraphQL error carrying the catalogue's AppError, so that formatError answers QUERY_TOO_COMPLEX. */
function tooComplex(detail: string) {
  return requestError(
    new AppError('QUERY_TOO_COMPLEX', `${errorCatalogue.QUERY_TOO_COMPLEX.message}: ${detail}`),
  );
}

/** Validation rule: rejects selections nested deeper than maxDepth fields (introspection: maxIntrospectionDepth). */
export function depthLimitRule(
  maxDepth = MAX_QUERY_DEPTH,
  maxIntrospectionDepth = MAX_INTROSPECTION_DEPTH,
) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    /** Deepest regular and deepest introspection path below a selection set. */
    const measure = (
      selectionSet: SelectionSetNode,
      depth: number,
      introspective: boolean,
      seen: Set<string>,
    ): { regular: number; introspection: number } => {
      const deepest = { regular: 0, introspection: 0 };
      const record = (below: { regular: number; introspection: number }) => {
        deepest.regular = Math.max(deepest.regular, below.regular);
        deepest.introspection = Math.max(deepest.introspection, below.introspection);
      };
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const inIntrospection =
            introspective ||
            selection.name.value === '__schema' ||
            selection.name.value === '__type';
          const here = depth + 1;
          record(
            inIntrospection
              ? { regular: 0, introspection: here }
              : { regular: here, introspection: 0 },
          );
          if (selection.selectionSet)
            record(measure(selection.selectionSet, here, inIntrospection, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          record(measure(selection.selectionSet, depth, introspective, seen));
        } else {
          const fragment = fragments.get(selection.name.value);
          // A fragment spread again on its own path is a cycle: NoFragmentCyclesRule reports it.
          if (!fragment || seen.has(fragment.name.value)) continue;
          record(
            measure(
              fragment.selectionSet,
              depth,
              introspective,
              new Set([...seen, fragment.name.value]),
            ),
          );
        }
        if (deepest.regular > maxDepth || deepest.introspection > maxIntrospectionDepth) break;
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        const { regular, introspection } = measure(operation.selectionSet, 0, false, new Set());
        if (regular > maxDepth) {
          context.reportError(tooComplex(`profondità ${regular} oltre il massimo di ${maxDepth}`));
        } else if (introspection > maxIntrospectionDepth) {
          context.reportError(
            tooComplex(`profondità ${introspection} oltre il massimo di ${maxIntrospectionDepth}`),
          );
        }
      },
    };
  };
}

/** Each field costs 1 plus its selection; the selection of a list field counts LIST_COST_FACTOR times. */
const listAwareEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (type.name.startsWith('__')) return 1 + childComplexity;
  const returned = getNullableType(field.type);
  const factor = isListType(returned) ? LIST_COST_FACTOR : 1;
  return 1 + childComplexity * factor;
};

/**
 * Apollo plugin: once the operation is known, refuses bad input (input-guard.ts: NUL
 * characters, missing or mistyped variables) with BAD_USER_INPUT, then computes the cost
 * and rejects it above maxCost.
 */
export function costLimitPlugin(
  schema: GraphQLSchema,
  maxCost = MAX_QUERY_COST,
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          guardOperationInput(
            schema,
            document,
            operation,
            request.variables,
            request.operationName,
          );
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables,
            operationName: request.operationName,
            estimators: [listAwareEstimator],
          });
          if (cost > maxCost)
            throw tooComplex(`costo stimato ${cost} oltre il massimo di ${maxCost}`);
        },
      };
    },
  };
}
