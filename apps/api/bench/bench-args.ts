/** The command-line options of the benchmark scripts: `--name value` and `--flag`. */
const argv = process.argv;

/** `--name N`: a positive number, or `fallback` when the option is not given. */
export function numberOption(name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** `--name text`, or undefined when the option is not given. */
export function textOption(name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? undefined : argv[i + 1];
}

/** Whether `--name` is given. */
export const flag = (name: string): boolean => argv.includes(`--${name}`);
