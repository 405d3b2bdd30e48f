import { Module } from '@nestjs/common';
import { OrderModule } from '../order';
import { SellerModule } from '../seller';
import { SellerCountersModule } from '../seller/counters';
import { SysparaModule } from '../syspara';
import { UploadModule } from '../upload';
import { EvaluationRepository } from './evaluation.repository';
import { EvaluationService } from './evaluation.service';
import { SellerReviewsController } from './http/seller-reviews.controller';
import { DefaultReviewProcessor } from './jobs/default-review.processor';

/** Verified-purchase reviews, their counters, the default good-review job. */
@Module({
  imports: [SysparaModule, UploadModule, SellerModule, SellerCountersModule, OrderModule],
  controllers: [SellerReviewsController],
  providers: [EvaluationRepository, EvaluationService, DefaultReviewProcessor],
  exports: [EvaluationService],
})
export class EvaluationModule {}
