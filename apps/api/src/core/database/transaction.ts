import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';

export { Transactional, TransactionHost } from '@nestjs-cls/transactional';

/** Repositories read their EntityManager here: the open transaction if there is one, else the pool. */
@Injectable()
export abstract class BaseRepository {
  constructor(protected readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  protected get em(): EntityManager {
    return this.txHost.tx;
  }

  /** The first row a query answers, or null when it answers none. */
  protected async one<T>(sql: string, params?: unknown[]): Promise<T | null> {
    const [row] = await this.em.query(sql, params);
    return row ?? null;
  }
}

/** Postgres unique_violation. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; driverError?: { code?: string } };
  return (err?.driverError?.code ?? err?.code) === '23505';
}
