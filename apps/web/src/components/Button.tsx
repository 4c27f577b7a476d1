import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

/** `danger`: the button that confirms what cannot be undone (delete, remove, leave). */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

interface Look {
  variant?: ButtonVariant;
  wide?: boolean;
}

function classOf({ variant = 'primary', wide = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], wide ? styles.wide : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant,
  wide,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={classOf({ variant, wide }, className)} {...props} />;
}

/** A link that looks like a button: for navigation, so it stays a real link (open in a new tab...). */
export function ButtonLink({ variant, wide, className, ...props }: LinkProps & Look) {
  return <Link className={classOf({ variant, wide }, className)} {...props} />;
}
