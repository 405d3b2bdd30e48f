export { NotificationModule } from './notification.module';
export { NotificationService } from './notification.service';
export { NoticeCentreService, type NoticeView } from './notice-centre.service';
export { MailDeliveryService } from './mail-delivery.service';
export type { CodePurpose } from './mail/mail-kinds';
export { SecurityLinks, type SecurityLinkPurpose } from './security-links';
