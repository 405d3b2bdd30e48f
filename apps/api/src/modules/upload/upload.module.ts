import { Module } from '@nestjs/common';
import { UploadRepository, UploadService } from './upload.service';

@Module({ providers: [UploadRepository, UploadService], exports: [UploadService] })
export class UploadModule {}
