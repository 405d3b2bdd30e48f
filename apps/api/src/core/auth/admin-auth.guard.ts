import { Injectable, SetMetadata, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { OperatorSessions, mayAct, type AdminRole, type Operator } from './operator';

const ROLES = Symbol('ADMIN_ROLES');
const PUBLIC = Symbol('ADMIN_PUBLIC');
const BEFORE_PASSWORD_CHANGE = Symbol('ADMIN_BEFORE_PASSWORD_CHANGE');

/** Who may call a route (superadmin always may). Without it: any signed-in operator. */
export const AdminRoles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);
/** A route that needs no session (login). */
export const AdminPublic = () => SetMetadata(PUBLIC, true);
/** A route an operator who must change the password may still call (me, logout, the change itself). */
export const AdminBeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE, true);

type AdminRequest = FastifyRequest & { operator?: Operator };

/** The signed-in operator of the request (set by {@link AdminAuthGuard}). */
export const CurrentOperator = createParamDecorator((_: unknown, ctx: ExecutionContext): Operator => {
  const op = ctx.switchToHttp().getRequest<AdminRequest>().operator;
  if (!op) throw new AppError('ADMIN_AUTH_REQUIRED');
  return op;
});

/**
 * Operator routes of any module. A module that uses it imports the module providing
 * {@link OperatorSessions} (the admin module).
 *
 * `Authorization: Bearer <token>` → the operator (401 ADMIN_AUTH_REQUIRED when missing, unknown,
 * revoked, expired or disabled), then the route's roles (403 ADMIN_FORBIDDEN).
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly auth: OperatorSessions,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    const req = ctx.switchToHttp().getRequest<AdminRequest>();
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const op = await this.auth.resolve(m?.[1], req.ip);
    if (!op) throw new AppError('ADMIN_AUTH_REQUIRED');
    if (op.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE, targets))
      throw new AppError('ADMIN_PASSWORD_CHANGE_REQUIRED');
    const allowed = this.reflector.getAllAndOverride<AdminRole[]>(ROLES, targets) ?? [];
    if (!mayAct(op.roles, allowed)) throw new AppError('ADMIN_FORBIDDEN');
    req.operator = op;
    return true;
  }
}
