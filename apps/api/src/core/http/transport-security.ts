import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.schema';

/**
 * TRUST_PROXY as Fastify takes it. A hop count N becomes proxy-addr's hop rule (the N nearest
 * addresses are our proxies; the client is the address the outermost one saw): Fastify ignores a
 * bare number, as it cannot tell its proxy from a client that connects directly. So a count is for a
 * server that only its proxies can reach; addresses (or CIDRs) are safe wherever it runs.
 */
export function trustProxyOption(setting: AppConfig['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Whether a request came over HTTPS: on our own socket, or so says the X-Forwarded-Proto of a proxy
 * that TRUST_PROXY trusts (Fastify's `request.protocol`); a client's own header never counts.
 */
export function isHttps(req: Pick<FastifyRequest, 'protocol'>): boolean {
  return req.protocol?.toLowerCase() === 'https';
}

/** The Strict-Transport-Security of answers to HTTPS requests (HSTS_MAX_AGE_S, HSTS_INCLUDE_SUBDOMAINS). */
export function strictTransportSecurity(config: Pick<AppConfig, 'HSTS_MAX_AGE_S' | 'HSTS_INCLUDE_SUBDOMAINS'>): string {
  return `max-age=${config.HSTS_MAX_AGE_S}${config.HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''}`;
}
