export { NotificationModule } from './notification.module';
export { NotificationService } from './notification.service';
export { SecurityLinks, type SecurityLinkPurpose } from './security-links';
