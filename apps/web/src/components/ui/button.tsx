import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'sm';
  block?: boolean;
  pending?: boolean;
  children: ReactNode;
}

/** A button that is disabled and shows a spinner while its action is pending. */
export function Button({
  variant = 'primary',
  size = 'md',
  block,
  pending,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const cls = ['btn', `btn--${variant}`, size === 'sm' ? 'btn--sm' : '', block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || pending} aria-busy={pending || undefined} {...rest}>
      {pending ? <Spinner size="sm" /> : null}
      <span>{children}</span>
    </button>
  );
}
