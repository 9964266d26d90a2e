import type { CSSProperties, ReactNode } from 'react';
import classes from './figure-grid.module.css';

/** The class that keeps an amount on one line (its container must make room: FigureGrid). */
export const amountClass = classes.amount;

/**
 * Cards of figures (stat cards, money summaries) in rows that wrap by their content: unlike
 * a fixed-column grid, a card is never narrower than its amount.
 */
export function FigureGrid(props: { children: ReactNode; min?: string; mb?: string }) {
  return (
    <div
      className={classes.grid}
      style={
        {
          '--figure-min': props.min,
          marginBottom: props.mb && `var(--mantine-spacing-${props.mb})`,
        } as CSSProperties
      }
    >
      {props.children}
    </div>
  );
}
