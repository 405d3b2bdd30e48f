import inventory from './routes.inventory.json';

export interface InventoryRow {
  path: string;
  action: string;
  area: string;
  status: 'implemented' | 'pending';
  reason?: string;
  /** Set on paths served beyond the contract's route list (old clients call them): why. */
  addition?: string;
}

/** Every buyer path of the contract with its state (implemented, or pending and why). */
export const INVENTORY = inventory as InventoryRow[];

const pending = new Set(INVENTORY.filter((r) => r.status === 'pending').map((r) => r.action));

export function isPending(action: string): boolean {
  return pending.has(action);
}

/** `/api/user!newlogin.action` → `user!newlogin`; `/api/customerServiceTimeRange` → `customerServiceTimeRange`. */
export function actionOfPath(path: string): string {
  return path.replace(/^\/(wap\/)?(api|public)\//, '').replace(/\.action$/, '');
}
