/** Types of private-names.mjs, for the tests. */
export declare const PRIVATE_NAMES: string[];
export declare const PRIVATE_PATTERN: RegExp;
