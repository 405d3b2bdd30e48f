export { UploadModule } from './upload.module';
export { UploadService } from './upload.service';
