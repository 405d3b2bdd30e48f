export { NotificationModule } from './notification.module';
export { NotificationService } from './notification.service';
