import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Importer } from '@yardstick/engine/importers/importer';
import { UnreadableFileError } from '@yardstick/engine/load/file-input';

/**
 * The files an import argument names: the file itself, or every file under a folder
 * (recursively, e.g. police.uk's monthly folders) that the importer accepts, in name order.
 */
export async function filesToImport(target: string, importer: Importer): Promise<string[]> {
  let info;
  try {
    info = await stat(target);
  } catch (error) {
    throw new UnreadableFileError(target, error);
  }
  if (!info.isDirectory()) return [path.resolve(target)];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && (importer.accepts?.(e.name) ?? true))
    .map((e) => path.resolve(e.parentPath, e.name))
    .sort((a, b) => a.localeCompare(b, 'en'));
}
