export { NotificationModule } from './notification.module';
export { NotificationService } from './notification.service';
export { NoticeCentreService, type NoticeView } from './notice-centre.service';
export { MailDeliveryService } from './mail-delivery.service';
export type { CodePurpose } from './mail/mail-kinds';
export { DemoMailbox, startDemoMailCapture, type DemoMailCapture } from './demo-mail/demo-mailbox';
export { registerDemoMail } from './demo-mail/demo-mail.routes';
export { SecurityLinks, type SecurityLinkPurpose } from './security-links';
