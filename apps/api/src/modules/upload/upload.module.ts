import { Module } from '@nestjs/common';
import { UploadRepository } from './upload.repository';
import { UploadService } from './upload.service';

@Module({ providers: [UploadRepository, UploadService], exports: [UploadService] })
export class UploadModule {}
