// The depth bound on a recursive schema (the API's own types nest at most three levels,
// so a recursive toy schema is what lets a client nest without end).
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitRule, MAX_QUERY_DEPTH } from './limits.js';

const schema = buildSchema('type Query { node: Node } type Node { id: ID child: Node }');

function nested(levels: number): string {
  let selection = 'id';
  for (let i = 1; i < levels; i += 1) selection = `child { ${selection} }`;
  return `{ node { ${selection} } }`;
}

function errors(query: string): string[] {
  return validate(schema, parse(query), [depthLimitRule()]).map((error) => error.message);
}

describe('depthLimitRule', () => {
  it(`accepts ${MAX_QUERY_DEPTH} levels and rejects ${MAX_QUERY_DEPTH + 1}`, () => {
    expect(errors(nested(MAX_QUERY_DEPTH - 1))).toEqual([]);
    expect(errors(nested(MAX_QUERY_DEPTH))).toEqual([
      `Richiesta troppo complessa: profondità ${MAX_QUERY_DEPTH + 1} oltre il massimo di ${MAX_QUERY_DEPTH}`,
    ]);
  });

  it('follows fragments and inline fragments', () => {
    const query = `{ node { ...A } } fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { child { child { child { child { id } } } } } } }`;
    expect(errors(query)).toHaveLength(1);
  });
});
