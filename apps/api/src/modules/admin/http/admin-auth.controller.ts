import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, ApiCreatedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientDevice } from '../../../core/http/device-cookie';
import { AdminAuthService, type AdminLogin, type AdminView as AdminViewData } from '../admin-auth.service';
import type { Operator } from '../../../core/auth/operator';
import { z } from 'zod';
import { AdminAuthGuard, AdminBeforePasswordChange, AdminPublic, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { AdminView, CreateAdminBody, CreateAdminSchema, ErrorBody, LoginBody, LoginResult, LoginSchema } from './admin.dto';

const ChangePasswordSchema = z.strictObject({ oldPassword: z.string().max(256), newPassword: z.string().max(256) });

/** Operator sign-in and operator accounts. */
@ApiTags('admin: session and operators')
@ApiResponse({ status: 400, type: ErrorBody, description: 'invalid input' })
@Controller('v1/admin')
@UseGuards(AdminAuthGuard)
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('login')
  @HttpCode(200)
  @AdminPublic()
  @ApiOperation({
    summary: 'Sign in; answers a bearer token',
    description:
      'Rate-limited per IP. Wrong passwords count per (operator, client: the device cookie of a console that signed in before, else the IP): ' +
      '3 wrong in a row lock that client for 3 minutes, a wrong one after that until tomorrow; LOGIN_FAILURES_PER_ACCOUNT_PER_DAY from all ' +
      'clients lock the operator for new clients until a superadmin unlocks it (`POST /v1/admin/admins/:id/unlock`).',
  })
  @ApiBody({ type: LoginBody })
  @ApiOkResponse({ type: LoginResult })
  @ApiResponse({ status: 401, type: ErrorBody, description: 'AUTH_BAD_CREDENTIALS' })
  @ApiResponse({ status: 429, type: ErrorBody, description: 'locked or rate-limited' })
  async login(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminLogin> {
    const p = parseInput(LoginSchema, body);
    return this.auth.login(p.username, p.password, req.ip, clientDevice(req, reply, true));
  }

  @Post('users/:id/unlock')
  @HttpCode(200)
  @AdminRoles('finance', 'support')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Lift a buyer's sign-in locks (every client and the daily ceiling); audited as user.unlock" })
  unlockUser(@CurrentOperator() op: Operator, @Param('id') id: string): Promise<{ unlocked: boolean }> {
    return this.auth.unlockUser(op, id);
  }

  @Post('admins/:id/unlock')
  @HttpCode(200)
  @AdminRoles('superadmin')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Lift an operator's sign-in locks (superadmin); audited as admin.unlock" })
  unlockOperator(@CurrentOperator() op: Operator, @Param('id') id: string): Promise<{ unlocked: boolean }> {
    return this.auth.unlockOperator(op, id);
  }

  @Post('logout')
  @HttpCode(204)
  @AdminBeforePasswordChange()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke this session' })
  async logout(@CurrentOperator() op: Operator): Promise<void> {
    await this.auth.logout(op);
  }

  @Post('password')
  @HttpCode(204)
  @AdminBeforePasswordChange()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Change your own password (12–128 characters, zxcvbn-ts score 4; required at the first sign-in of an operator whose password someone else chose)',
  })
  async changePassword(@CurrentOperator() op: Operator, @Body() body: unknown): Promise<void> {
    const p = parseInput(ChangePasswordSchema, body);
    await this.auth.changePassword(op, p.oldPassword, p.newPassword);
  }

  @Get('me')
  @AdminBeforePasswordChange()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in operator' })
  @ApiResponse({ status: 401, type: ErrorBody })
  me(@CurrentOperator() op: Operator): { id: string; username: string; roles: string[]; mustChangePassword: boolean } {
    return { id: op.id, username: op.username, roles: op.roles, mustChangePassword: !!op.mustChangePassword };
  }

  @Get('admins')
  @AdminRoles('superadmin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Operators (superadmin)' })
  @ApiOkResponse({ type: AdminView, isArray: true })
  admins(): Promise<AdminViewData[]> {
    return this.auth.list();
  }

  @Post('admins')
  @AdminRoles('superadmin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create an operator (superadmin)' })
  @ApiBody({ type: CreateAdminBody })
  @ApiCreatedResponse({ type: AdminView })
  @ApiResponse({ status: 409, type: ErrorBody, description: 'AUTH_USERNAME_TAKEN' })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'ADMIN_PASSWORD_WEAK (length), ADMIN_PASSWORD_GUESSABLE (score below 4)' })
  create(@CurrentOperator() op: Operator, @Body() body: unknown): Promise<AdminViewData> {
    return this.auth.create(op, parseInput(CreateAdminSchema, body));
  }

  @Post('admins/:id/disable')
  @HttpCode(200)
  @AdminRoles('superadmin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Disable an operator and revoke their sessions (superadmin)' })
  @ApiOkResponse({ type: AdminView })
  disable(@CurrentOperator() op: Operator, @Param('id') id: string): Promise<AdminViewData> {
    return this.auth.setDisabled(op, id, true);
  }

  @Post('admins/:id/enable')
  @HttpCode(200)
  @AdminRoles('superadmin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Enable an operator again (superadmin)' })
  @ApiOkResponse({ type: AdminView })
  enable(@CurrentOperator() op: Operator, @Param('id') id: string): Promise<AdminViewData> {
    return this.auth.setDisabled(op, id, false);
  }
}
