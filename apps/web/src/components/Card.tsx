import type { AllHTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps extends AllHTMLAttributes<HTMLElement> {
  /** The element it is: a section when it has a heading of its own, a form when it is one, words alone. */
  as?: 'div' | 'section' | 'form' | 'p';
  children?: ReactNode;
}

/** The white card on the page's warm ground: a border, round corners, a light shadow. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={className ? `${styles.card} ${className}` : styles.card} {...props} />;
}
