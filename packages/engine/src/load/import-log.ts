import type { SqlRunner } from '@yardstick/db/sql-runner';

/** The `imports` table: one row per file imported, written at the start and at the end. */
export interface ImportLogStart {
  source: string;
  file: string;
  fileName: string;
  vintage: string | undefined;
  sizeBytes: number;
}

export interface ImportLogEnd {
  status: 'succeeded' | 'failed';
  checksum: string | undefined;
  rowsRead: number;
  inserted: number;
  updated: number;
  deleted: number;
  rejected: number;
  errors: { line: number; reason: string }[];
  message?: string | undefined;
}

export async function startImportLog(sql: SqlRunner, start: ImportLogStart): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO imports (source, file, file_name, vintage, size_bytes)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
    [start.source, start.file, start.fileName, start.vintage ?? null, start.sizeBytes],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Could not record the import');
  return Number(id);
}

export async function finishImportLog(
  sql: SqlRunner,
  id: number,
  end: ImportLogEnd,
): Promise<void> {
  await sql.query(
    `UPDATE imports SET status = $2, checksum = $3, rows_read = $4, inserted = $5, updated = $6,
            deleted = $7, rejected = $8, errors = $9::jsonb, message = $10, finished_at = now()
      WHERE id = $1`,
    [
      id,
      end.status,
      end.checksum ?? null,
      end.rowsRead,
      end.inserted,
      end.updated,
      end.deleted,
      end.rejected,
      JSON.stringify(end.errors),
      end.message ?? null,
    ],
  );
}

/** The dataset version in a file name: '2025-06' in UK-HPI-full-file-2025-06.csv, '2024' in pp-2024.csv. */
export function vintageFromFileName(fileName: string): string | undefined {
  const match = /(?:^|[^0-9])((?:19|20)\d{2})(?:[-_]?(0[1-9]|1[0-2]))?(?![0-9])/.exec(fileName);
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}
