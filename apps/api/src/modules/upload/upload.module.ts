import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadEntity } from './entities/upload.entity';
import { UploadRepository } from './upload.repository';
import { UploadService } from './upload.service';

@Module({ imports: [TypeOrmModule.forFeature([UploadEntity])], providers: [UploadRepository, UploadService], exports: [UploadService] })
export class UploadModule {}
