import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ACTION_META, type ActionContext, type ActionMeta } from './action.decorator';

export interface RegisteredAction {
  meta: ActionMeta;
  invoke: (ctx: ActionContext<any>) => Promise<unknown>;
}

/** Collects every `@Action` handler at start-up. */
@Injectable()
export class ActionRegistry implements OnModuleInit {
  private readonly actions = new Map<string, RegisteredAction>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const meta: ActionMeta | undefined = Reflect.getMetadata(ACTION_META, proto[method]);
        if (!meta) continue;
        if (this.actions.has(meta.name)) throw new Error(`action ${meta.name} has two handlers`);
        const fn = proto[method] as (ctx: ActionContext) => Promise<unknown>;
        this.actions.set(meta.name, { meta, invoke: (ctx) => fn.call(instance, ctx) });
      }
    }
  }

  get(name: string): RegisteredAction | undefined {
    return this.actions.get(name);
  }

  names(): string[] {
    return [...this.actions.keys()].sort();
  }
}
