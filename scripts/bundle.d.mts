/** The project's root folder. */
export const root: string;
/** Builds `entry` (relative to the project root) into `outfile` with esbuild; answers `outfile`. */
export function bundle(entry: string, outfile: string): Promise<string>;
