// GraphiQL for GET /graphql, bundled by `npm run build` (scripts/build-assets.ts) into
// public/docs-assets/graphiql/ from the pinned packages, so the page needs no CDN.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('graphiql');
const endpoint = root.dataset.endpoint;

/** GraphQL over HTTP: the headers typed in GraphiQL's Headers tab (a seat token) go along. */
async function fetcher(params, options) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(options?.headers ?? {}) },
    body: JSON.stringify(params),
  });
  return response.json();
}

createRoot(root).render(createElement(GraphiQL, { fetcher, defaultQuery: root.dataset.query, defaultEditorToolsVisibility: 'headers' }));
