/** A command-line option that must be a positive integer (parseArgs gives strings). */
export const positiveOption = (value: string | undefined, name: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer.`);
  return parsed;
};

/** `--node-args="--cpu-prof --cpu-prof-dir=/tmp/prof"`: the flags for the server's node, one by one. */
export const nodeArgsOption = (value: string | undefined): string[] =>
  value ? value.split(' ').filter(Boolean) : [];
