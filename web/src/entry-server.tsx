// The server's render of a public page (built with `vite build --ssr` into web/dist-ssr,
// loaded by server/src/http/pages.ts). The same tree as the browser's (main.tsx) under a
// StaticRouter, with an Apollo client whose link runs each operation through the
// server's own schema, as an anonymous visitor. Apollo's prerenderStatic renders until
// every query has its answer; the page's HTML, styled-components' CSS of that render,
// the head the page declared (use-page-meta.ts), the HTTP status and the Apollo cache
// (which the browser restores before hydrating, so nothing is fetched twice) go back
// to the server, which puts them into index.html.
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, AppRoutes } from './app/app';
import { routeHandles } from './app/routes';
import { createApolloClient } from './lib/apollo-client';
import { CommitteeSettingsDocument } from './lib/committee-settings';
import { renderHead, scriptJson } from './lib/page-head';
import { FALLBACK_SITE_NAME, RenderRecordContext, type RenderRecord } from './lib/use-page-meta';

export interface GraphQLOperation {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The site's origin for absolute URLs (canonical, Open Graph, JSON-LD). */
  origin: string;
  /** Runs an operation on the server's schema as an anonymous visitor. */
  execute(operation: GraphQLOperation): Promise<FormattedExecutionResult>;
}

export interface RenderedPage {
  status: number;
  /** The page's tags for <head>. */
  head: string;
  /** styled-components' <style> elements of this page. */
  styles: string;
  /** The content of <div id="root">. */
  html: string;
  /** The Apollo cache as JSON, safe inside a <script> element. */
  state: string;
  /** The source modules of the page's chunks (keys of Vite's manifest). */
  modules: string[];
  /** True when an operation could not reach the database: not to be kept. */
  unavailable: boolean;
  /** Errors thrown while rendering (the browser renders those parts again). */
  errors: unknown[];
}

/** The GraphQL error code of an unreachable database (server/src/errors.ts). */
const UNAVAILABLE = 'SERVICE_UNAVAILABLE';

export async function render({ url, origin, execute }: RenderRequest): Promise<RenderedPage> {
  let unavailable = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.some((error) => error.extensions?.code === UNAVAILABLE)) {
              unavailable = true;
            }
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            unavailable = true;
            observer.error(error);
          },
        );
      }),
  );
  const client = createApolloClient({ link, ssrMode: true });
  const record: RenderRecord = { status: 200 };
  let sheet = new ServerStyleSheet();
  let errors: unknown[] = [];
  const tree = (
    <RenderRecordContext.Provider value={record}>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </RenderRecordContext.Provider>
  );
  try {
    const { result } = await prerenderStatic({
      tree,
      context: { client },
      // Each pass starts afresh: the last one, with every answer, is the page.
      renderFunction: (node) => {
        sheet.seal();
        sheet = new ServerStyleSheet();
        record.status = 200;
        record.meta = undefined;
        errors = [];
        return prerenderToNodeStream(sheet.collectStyles(node), {
          // Every boundary inline, however large: an outlined one would need React's
          // inline scripts to be revealed, which the Content Security Policy forbids.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            errors.push(error);
          },
        });
      },
    });
    const pathname = new URL(url, origin).pathname;
    const settings = client.readQuery({ query: CommitteeSettingsDocument })?.settings;
    const meta = record.meta ?? { title: settings?.name ?? FALLBACK_SITE_NAME, description: '' };
    return {
      status: unavailable ? 503 : record.status,
      head: renderHead({ meta, origin, pathname, settings }),
      styles: sheet.getStyleTags(),
      html: result,
      state: scriptJson(client.extract()),
      modules: routeHandles(pathname).map((handle) => handle.module),
      unavailable,
      errors,
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}
