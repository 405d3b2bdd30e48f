import { Injectable, SetMetadata, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { SellerSessions, type CurrentSellerData } from './seller';

const PUBLIC = Symbol('SELLER_PUBLIC');

/** A route that needs no seller session (login). */
export const SellerPublic = () => SetMetadata(PUBLIC, true);

type SellerRequest = FastifyRequest & { seller?: CurrentSellerData };

/** The signed-in store of the request (set by {@link SellerAuthGuard}). */
export const CurrentSeller = createParamDecorator((_: unknown, ctx: ExecutionContext): CurrentSellerData => {
  const seller = ctx.switchToHttp().getRequest<SellerRequest>().seller;
  if (!seller) throw new AppError('SELLER_AUTH_REQUIRED');
  return seller;
});

/**
 * Store routes of any module. A module that uses it imports the module providing
 * {@link SellerSessions} (the seller module).
 *
 * `Authorization: Bearer <token>` → user session → the store that user owns. Missing, unknown,
 * expired or revoked tokens, inactive users and users without a store: 401 SELLER_AUTH_REQUIRED.
 * Whether the store may act (not suspended) is the service's rule, per use case.
 */
@Injectable()
export class SellerAuthGuard implements CanActivate {
  constructor(
    private readonly auth: SellerSessions,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, [ctx.getHandler(), ctx.getClass()])) return true;
    const req = ctx.switchToHttp().getRequest<SellerRequest>();
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const seller = await this.auth.resolve(m?.[1]);
    if (!seller) throw new AppError('SELLER_AUTH_REQUIRED');
    req.seller = seller;
    return true;
  }
}
