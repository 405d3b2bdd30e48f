import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, ApiCreatedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminAuthService, type AdminLogin, type AdminView as AdminViewData } from '../admin-auth.service';
import type { Operator } from '../domain/roles';
import { AdminAuthGuard, AdminPublic, AdminRoles, CurrentOperator } from './admin-auth.guard';
import { parseInput } from './admin-params';
import { AdminView, CreateAdminBody, CreateAdminSchema, ErrorBody, LoginBody, LoginResult, LoginSchema } from './admin.dto';

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
    description: 'Rate-limited per IP; 3 wrong in a row lock the username for 3 minutes, a wrong one after that until tomorrow.',
  })
  @ApiBody({ type: LoginBody })
  @ApiOkResponse({ type: LoginResult })
  @ApiResponse({ status: 401, type: ErrorBody, description: 'AUTH_BAD_CREDENTIALS' })
  @ApiResponse({ status: 429, type: ErrorBody, description: 'locked or rate-limited' })
  async login(@Body() body: unknown, @Req() req: FastifyRequest): Promise<AdminLogin> {
    const p = parseInput(LoginSchema, body);
    return this.auth.login(p.username, p.password, req.ip);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Revoke this session' })
  async logout(@CurrentOperator() op: Operator): Promise<void> {
    await this.auth.logout(op);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in operator' })
  @ApiResponse({ status: 401, type: ErrorBody })
  me(@CurrentOperator() op: Operator): { id: string; username: string; roles: string[] } {
    return { id: op.id, username: op.username, roles: op.roles };
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
