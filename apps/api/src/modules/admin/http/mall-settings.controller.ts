import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MallSettingsPatchSchema } from '../domain/mall-settings';
import type { Operator } from '../../../core/auth/operator';
import { MallSettingsService, type MallSettingView } from '../mall-settings.service';
import { AdminAuthGuard, AdminRoles, CurrentOperator } from '../../../core/auth/admin-auth.guard';
import { parseInput } from '../../../core/http/parse-input';
import { ErrorBody } from './admin.dto';

class MallSettingDoc {
  @ApiProperty({ example: 'mall_commission_bp' }) code!: string;
  @ApiProperty({ example: 500 }) value!: number;
  @ApiProperty({ example: 'basis points' }) unit!: string;
  @ApiProperty({ example: 0 }) min!: number;
  @ApiProperty({ example: 5000 }) max!: number;
  @ApiProperty({ example: 'Platform commission of the order total (500 = 5 %)' }) about!: string;
}

class MallSettingsList {
  @ApiProperty({ type: MallSettingDoc, isArray: true }) items!: MallSettingDoc[];
}

class MallSettingsPatchBody {
  @ApiProperty({ required: false, example: 600, description: 'commission in basis points, 0–5000' }) mall_commission_bp?: number;
  @ApiProperty({ required: false, example: 30, description: 'minutes an unpaid order holds its stock before it is cancelled, 5–1440' })
  mall_unpaid_hold_minutes?: number;
  @ApiProperty({ required: false, example: 14, description: 'days after shipping before auto-receipt, 1–90' })
  mall_autoReceipt_timeout?: number;
}

/** The order settings: commission, timers and limits. Finance and support read them; a superadmin changes them. */
@ApiTags('admin: configuration')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ErrorBody, description: 'ADMIN_AUTH_REQUIRED' })
@ApiResponse({ status: 403, type: ErrorBody, description: 'ADMIN_FORBIDDEN (role)' })
@Controller('v1/admin/settings')
@UseGuards(AdminAuthGuard)
export class MallSettingsController {
  constructor(private readonly settings: MallSettingsService) {}

  @Get()
  @AdminRoles('finance', 'support')
  @ApiOperation({ summary: 'Order settings in force: commission, timers, limits (with their ranges)' })
  @ApiOkResponse({ type: MallSettingsList })
  async list(): Promise<{ items: MallSettingView[] }> {
    return { items: await this.settings.list() };
  }

  @Patch()
  @AdminRoles('superadmin')
  @ApiOperation({
    summary: 'Change order settings (superadmin, audited)',
    description: 'Only the settings sent change; whole numbers within each range. A paid order keeps the commission it was paid with.',
  })
  @ApiBody({ type: MallSettingsPatchBody })
  @ApiOkResponse({ type: MallSettingsList })
  @ApiResponse({ status: 400, type: ErrorBody, description: 'COMMON_INVALID_PARAM naming the setting' })
  async update(@CurrentOperator() op: Operator, @Body() body: unknown): Promise<{ items: MallSettingView[] }> {
    return { items: await this.settings.update(op, parseInput(MallSettingsPatchSchema, body)) };
  }
}
