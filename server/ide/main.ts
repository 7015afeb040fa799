// The self-hosted GraphQL IDE served at GET /graphql: GraphiQL built by Vite into
// server/dist/ide, so that it works offline and under the server's CSP (no CDN, no
// inline script). It talks to the same-origin endpoint; a token from the `login`
// mutation goes into the Headers tab as {"Authorization": "Bearer <token>"}.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './ide.css';

type FetcherParams = Parameters<NonNullable<Parameters<typeof GraphiQL>[0]['fetcher']>>;

const endpoint = new URL('/graphql', window.location.origin).toString();

async function fetcher(params: FetcherParams[0], options?: FetcherParams[1]) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...options?.headers,
    },
    body: JSON.stringify(params),
  });
  return response.json();
}

const defaultQuery = `# Editor GraphQL del comitato. Per le operazioni riservate esegui la mutation
# login e copia il token nella scheda Headers: {"Authorization": "Bearer <token>"}

query Home {
  allNews(perPage: 3, sortField: "date", sortOrder: "DESC") {
    id
    title
    excerpt
    date
  }
  allStats {
    title
    value
  }
}
`;

const container = document.getElementById('graphiql');
if (container) {
  createRoot(container).render(
    createElement(GraphiQL, { fetcher, defaultQuery, defaultEditorToolsVisibility: 'headers' }),
  );
}
