/**
 * GraphiQL for `GET /graphql` from a browser, from the bundle `npm run build` makes of the pinned
 * packages (public/docs-assets/graphiql/, served by the app itself): no CDN, so it works offline.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function graphiqlPage(options: { title: string; endpoint: string; defaultQuery: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs-assets/graphiql/graphiql.css">
<style>body { margin: 0; } #graphiql { height: 100vh; }</style>
</head>
<body>
<div id="graphiql" data-endpoint="${escapeHtml(options.endpoint)}" data-query="${escapeHtml(options.defaultQuery)}">Loading GraphiQL…</div>
<script type="module" src="/docs-assets/graphiql/graphiql.js"></script>
</body>
</html>
`;
}
