import { Module } from '@nestjs/common';
import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';

/** The catalogue's stock, on its own so the order module needs nothing else of the catalogue. */
@Module({ providers: [InventoryRepository, InventoryService], exports: [InventoryService] })
export class InventoryModule {}
