import { LedgerAccountEntity } from './ledger-account.entity';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { LedgerTransferEntity } from './ledger-transfer.entity';

export { LedgerAccountEntity, LedgerEntryEntity, LedgerTransferEntity };
export const LEDGER_ENTITIES = [LedgerAccountEntity, LedgerTransferEntity, LedgerEntryEntity];
