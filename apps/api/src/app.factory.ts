import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parse as parseQuery } from 'node:querystring';
import { resolve } from 'node:path';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from './config/env.schema';
import { AppModule } from './app.module';
import { ActionDispatcher } from './action-api/action-dispatcher';
import { registerStatic } from './core/http/web-static';
// Not only in demo mode: `npm run seed` fills the catalogue of any mall with goods that show these pictures.
import { registerDemoMedia } from './demo/media/demo-media';
import { registerCompression } from './core/http/compression';
import { registerUploads } from './core/http/upload-media';
import { DataSource } from 'typeorm';
import { RestExceptionFilter } from './core/http/rest-exception.filter';
import { ControlCharGuard } from './core/http/control-chars';
import { contentSecurityPolicy, inlineScriptHashes } from './core/http/csp';
import { BODY_LIMIT, registerJsonParser } from './core/http/request-body';
import { isHttps, strictTransportSecurity, trustProxyOption } from './core/http/transport-security';
import { setupOpenApi } from './modules/admin';
import { FirstScreenPictures } from './modules/catalog';

const LEVELS: Record<AppConfig['LOG_LEVEL'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

export function defaultWebDir(): string {
  return resolve(__dirname, '../../web/dist');
}

/** Build the HTTP app (initialised, not listening). Used by main.ts and the e2e tests alike. */
export async function createApp(config: AppConfig & { DATABASE_URL: string }): Promise<NestFastifyApplication> {
  mkdirSync(config.uploadDir, { recursive: true });
  const adapter = new FastifyAdapter({
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT,
    // The old clients send `+` for spaces and unencoded values: decode like a servlet container.
    routerOptions: {
      ignoreDuplicateSlashes: true,
      maxParamLength: 500,
      querystringParser: (s: string) => parseQuery(s) as Record<string, unknown>,
    },
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: LEVELS[config.LOG_LEVEL],
    abortOnError: false,
    // No Nest JSON/form parsers: ours below limits JSON size and depth (REST takes JSON bodies only).
    bodyParser: false,
  });
  // REST (`/v1`, and errors raised before any controller runs: bad JSON, too large) answers `{error: {code, message}}`.
  app.useGlobalFilters(new RestExceptionFilter());
  // NUL and other control characters in REST params, query or body: 400 before any guard or query.
  app.useGlobalGuards(new ControlCharGuard());
  const fastify = app.getHttpAdapter().getInstance();
  // Before any plugin: every scope (.action, REST, a route for nothing) inherits it.
  registerJsonParser(fastify);
  const webDir = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebDir();
  // CSP of every HTML page: the built index.html's inline bootstrap script is allowed by its hash.
  const indexFile = resolve(webDir, 'index.html');
  const csp = contentSecurityPolicy(existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [], config.PUBLIC_URL);
  const hsts = strictTransportSecurity(config);
  fastify.addHook('onSend', async (req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', csp);
    // Only over HTTPS (a browser ignores it over http, and a plain-http deployment must stay reachable).
    if (isHttps(req)) reply.header('strict-transport-security', hsts);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
  // First: its onRoute hook must see every route below (the dispatcher, media, static, Nest's /v1).
  await registerCompression(fastify);
  await fastify.register(app.get(ActionDispatcher).plugin);
  registerDemoMedia(fastify, { dataDir: config.dataDir, ds: app.get(DataSource) });
  // Demo only: the mail the local capture received (main.ts starts the capture).
  if (config.demoMail) {
    const { DemoMailbox, registerDemoMail } = await import('./demo');
    registerDemoMail(fastify, new DemoMailbox(config.dataDir));
  }
  await registerUploads(fastify, { uploadDir: config.uploadDir, dataDir: config.dataDir });
  const pictures = app.get(FirstScreenPictures);
  await registerStatic(fastify, {
    webDir: existsSync(webDir) ? webDir : undefined,
    firstScreen: (req) => pictures.forPage(req.url, req.headers.host, req.headers['user-agent'] ?? ''),
  });
  await setupOpenApi(app);
  await app.init();
  new Logger('App').debug?.('initialised');
  return app;
}
