import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Mall API</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/mall-init.js"></script>
</body>
</html>
`;

/** swagger-ui-dist, the UI bundle @nestjs/swagger depends on (resolved from there, so versions match). */
function swaggerUiAssets(): string {
  const from = dirname(require.resolve('@nestjs/swagger/package.json'));
  return dirname(require.resolve('swagger-ui-dist/absolute-path.js', { paths: [from] }));
}

const INIT = `window.ui = SwaggerUIBundle({ url: '/docs/json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: false });\n`;

/**
 * OpenAPI of the REST API (`/v1/…`: operator console, brand, search): the UI at `/docs`, the
 * document at `/docs/json` (and `/docs/yaml`). The `.action` buyer protocol is described by the
 * contract and `routes.inventory.json`, not here.
 *
 * The UI's assets are served with this app's own `@fastify/static` (Nest's `useStaticAssets` cannot
 * resolve it from the hoisted platform package in this workspace).
 */
export async function setupOpenApi(app: NestFastifyApplication): Promise<void> {
  const config = new DocumentBuilder()
    .setTitle('Mall REST API')
    .setDescription(
      'Operator console (`/v1/admin`, bearer token from `POST /v1/admin/login`), seller console (`/v1/seller`, tag `seller`, ' +
        "bearer token from `POST /v1/seller/login` with the store owner's account) and the web client's REST calls. " +
        'Errors are `{"error": {"code", "message"}}` with the HTTP status; amounts are exact decimal strings.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, config), {
    ui: false,
    raw: ['json', 'yaml'],
    jsonDocumentUrl: 'docs/json',
    yamlDocumentUrl: 'docs/yaml',
  });
  const f = app.getHttpAdapter().getInstance();
  await f.register(fastifyStatic, {
    root: swaggerUiAssets(),
    prefix: '/docs/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1d',
  });
  f.get('/docs', (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE));
  f.get('/docs/mall-init.js', (_req, reply) => reply.type('application/javascript; charset=utf-8').send(INIT));
}
