import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SysparaEntity } from './entities/syspara.entity';
import { SysparaRepository } from './syspara.repository';
import { SysparaService } from './syspara.service';

@Module({ imports: [TypeOrmModule.forFeature([SysparaEntity])], providers: [SysparaRepository, SysparaService], exports: [SysparaService] })
export class SysparaModule {}
