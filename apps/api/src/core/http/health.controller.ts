import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Controller('healthz')
export class HealthController {
  constructor(private readonly ds: DataSource) {}

  @Get()
  async check(): Promise<{ ok: true }> {
    await this.ds.query('select 1');
    return { ok: true };
  }
}
