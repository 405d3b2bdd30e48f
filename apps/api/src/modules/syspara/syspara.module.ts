import { Module } from '@nestjs/common';
import { SysparaRepository } from './syspara.repository';
import { SysparaService } from './syspara.service';

@Module({ providers: [SysparaRepository, SysparaService], exports: [SysparaService] })
export class SysparaModule {}
