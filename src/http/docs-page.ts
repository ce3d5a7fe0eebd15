/**
 * `GET /docs`: the OpenAPI document rendered by Redoc, from the pinned bundle the app serves itself
 * (`npm run build` copies it into public/docs-assets/), so the page works without internet.
 */
export const DOCS_ASSETS = '/docs-assets';

export const docsPage = (specUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tricktable API</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="${specUrl}" hide-hostname="true"></redoc>
<script src="${DOCS_ASSETS}/redoc/redoc.standalone.js"></script>
</body>
</html>
`;
