import { createContext, useContext, type ComponentType } from 'react';

/** What a page that lets the buyer pay unpaid orders hands the pay dialog (checkout's `PayDialogProps`). */
export interface PayOrdersDialogProps {
  /** the unpaid orders to pay (one per store) */
  orderIds: string[];
  /** what they cost together, USDT */
  total: number;
  /** after a successful balance payment */
  onPaid?: (orderIds: string[]) => void;
  /** closed without paying: the orders stay unpaid */
  onClose: () => void;
}

/** The address book's picker as the settlement page uses it: the chosen address id (null: none yet). */
export interface AddressPickerSlotProps {
  value: number | null;
  onChange: (id: number) => void;
}

/** Pieces one feature shows inside another's page. */
export interface FeatureSlotsValue {
  /** checkout's pay dialog, opened from the order pages */
  PayDialog: ComponentType<PayOrdersDialogProps>;
  /** the address book's picker, on checkout's settlement page */
  AddressPicker: ComponentType<AddressPickerSlotProps>;
}

/**
 * The features' pieces as app/ plugs them in (router.tsx, lazily): a feature shows another's piece
 * without importing that feature. Empty where nothing is plugged in.
 */
export const FeatureSlots = createContext<Partial<FeatureSlotsValue>>({});

/** The piece plugged in as `name`, or null. */
export function useFeatureSlot<K extends keyof FeatureSlotsValue>(name: K): FeatureSlotsValue[K] | null {
  return useContext(FeatureSlots)[name] ?? null;
}
