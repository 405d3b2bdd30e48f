import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';

/** A text field for an address or a transaction hash: typed left to right, never corrected or filled in. */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" spellCheck={false} dir="ltr" {...props} />;
}
