import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AdminNetworkView, AdminWithdrawRuleView, AdminWithdrawRulesView } from '@mall/contracts';
import { AdminConfigService } from '../admin-config.service';
import { NetworkPatchSchema, WithdrawRulePatchSchema, WithdrawSettingsSchema } from '../domain/config-rules';
import type { Operator } from '../../../core/auth/operator';
import { AdminAuthGuard, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import {
  ErrorBody,
  NetworkList,
  NetworkPatchBody,
  NetworkView as NetworkDoc,
  WithdrawRuleList,
  WithdrawRulePatchBody,
  WithdrawRuleView as WithdrawRuleDoc,
  WithdrawSettingsBody,
} from './admin.dto';

/**
 * Deposit networks and withdrawal rules: finance and support read them, only a superadmin changes
 * them. Every change is audited with the changed fields before and after (endpoints masked).
 */
@ApiTags('admin: configuration')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorBody, description: 'ADMIN_AUTH_REQUIRED' })
@ApiResponse({ status: 403, type: ErrorBody, description: 'ADMIN_FORBIDDEN (role)' })
@Controller('v1/admin')
@UseGuards(AdminAuthGuard)
export class AdminConfigController {
  constructor(private readonly config: AdminConfigService) {}

  @Get('networks')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Deposit networks with their settings (endpoints masked)' })
  @ApiOkResponse({ type: NetworkList })
  async networks(): Promise<{ items: AdminNetworkView[] }> {
    return { items: await this.config.networks() };
  }

  @Patch('networks/:id')
  @AdminRoles('superadmin')
  @ApiOperation({
    summary: 'Change a deposit network (superadmin)',
    description:
      'Only the fields sent change. A network is offered to users when it is enabled, has an endpoint and its family has an extended public key.',
  })
  @ApiParam({ name: 'id', example: 'ethereum' })
  @ApiBody({ type: NetworkPatchBody })
  @ApiOkResponse({ type: NetworkDoc })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'COMMON_INVALID_PARAM naming the field' })
  @ApiResponse({ status: 404, type: ErrorBody, description: 'COMMON_NOT_FOUND' })
  updateNetwork(@CurrentOperator() op: Operator, @Param('id') id: string, @Body() body: unknown): Promise<AdminNetworkView> {
    return this.config.updateNetwork(op, id, parseInput(NetworkPatchSchema, body));
  }

  @Get('withdraw-rules')
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Withdrawal rules of every network, and the global withdrawal settings' })
  @ApiOkResponse({ type: WithdrawRuleList })
  withdrawRules(): Promise<AdminWithdrawRulesView> {
    return this.config.withdrawRules();
  }

  @Patch('withdraw-rules')
  @AdminRoles('superadmin')
  @ApiOperation({ summary: 'Change the global withdrawal settings (superadmin)' })
  @ApiBody({ type: WithdrawSettingsBody })
  @ApiOkResponse({ type: WithdrawRuleList })
  updateWithdrawSettings(@CurrentOperator() op: Operator, @Body() body: unknown): Promise<AdminWithdrawRulesView> {
    return this.config.updateWithdrawSettings(op, parseInput(WithdrawSettingsSchema, body));
  }

  @Patch('withdraw-rules/:chain')
  @AdminRoles('superadmin')
  @ApiOperation({ summary: "Change a network's withdrawal rules (superadmin)", description: 'Only the fields sent change; min ≤ max.' })
  @ApiParam({ name: 'chain', example: 'ethereum' })
  @ApiBody({ type: WithdrawRulePatchBody })
  @ApiOkResponse({ type: WithdrawRuleDoc })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'COMMON_INVALID_PARAM naming the field' })
  @ApiResponse({ status: 404, type: ErrorBody, description: 'COMMON_NOT_FOUND' })
  updateWithdrawRule(
    @CurrentOperator() op: Operator,
    @Param('chain') chain: string,
    @Body() body: unknown,
  ): Promise<AdminWithdrawRuleView> {
    return this.config.updateWithdrawRule(op, chain, parseInput(WithdrawRulePatchSchema, body));
  }
}
