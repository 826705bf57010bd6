import { Code } from '@mantine/core';
import classes from './Formula.module.css';

/**
 * A figure's formula: each statement (separated by ';' in the definitions) on its own line,
 * long ones wrapped at their spaces with the continuation indented, so nothing is cut off
 * at laptop or phone widths.
 */
export function Formula({ formula }: { formula: string }) {
  const statements = formula
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <Code block fz="sm" className={classes.formula} data-testid="formula">
      {statements.map((s) => (
        <span key={s} className={classes.statement}>
          {s}
        </span>
      ))}
    </Code>
  );
}
