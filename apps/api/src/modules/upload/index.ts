export { UploadModule } from './upload.module';
export { UploadService } from './upload.service';
export { ownUrlPath } from './domain/own-url';
