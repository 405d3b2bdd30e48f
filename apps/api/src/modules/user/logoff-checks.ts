import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AsLogoffCheck, type LogoffCheck } from '../../core/auth/logoff-check';

/**
 * Every provider marked {@link AsLogoffCheck} anywhere in the application, in their `order`. Collected
 * once every module's providers exist (a check's module may be instantiated after this one).
 */
@Injectable()
export class LogoffChecks implements OnApplicationBootstrap {
  private checks: readonly LogoffCheck[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const found = new Map<LogoffCheck, number>();
    for (const w of this.discovery.getProviders({ metadataKey: AsLogoffCheck.KEY })) {
      if (w.instance) found.set(w.instance as LogoffCheck, this.discovery.getMetadataByDecorator(AsLogoffCheck, w)!.order);
    }
    this.checks = [...found].sort((a, b) => a[1] - b[1]).map(([check]) => check);
  }

  all(): readonly LogoffCheck[] {
    return this.checks;
  }
}
