/** Types of `function-sizes.mjs` for the tests. */
export interface FunctionSize { file: string; name: string; line: number; lines: number }
export const SRC: string;
export function functionSizes(root?: string): FunctionSize[];
