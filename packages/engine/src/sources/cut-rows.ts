import { CsvHeader, type ColumnName } from '../parse/csv-header.ts';
import { splitCsvLine } from '../parse/csv-line.ts';
import {
  nearBox,
  postcodeDistrict,
  postcodeSelected,
  type AreaContext,
  type AreaSelection,
} from './areas.ts';
import type { FileSpec, FilterSpec, LayoutSpec } from './manifest.ts';

/**
 * Cuts a publisher's CSV down to the rows of the chosen areas while it streams: bytes in,
 * the header and the kept records out, unchanged byte for byte (whatever the encoding:
 * GIAS is Windows-1252), never more than one record held. `consumed` is how far the input
 * has been handled to the end of a whole record, so that an interrupted download resumes
 * there with an HTTP range request. The header (or, without one, the first record) is
 * checked against the manifest's layout first: a changed layout stops with LayoutError.
 */

/** The file's layout is not the one the manifest (and the importer) expects. */
export class LayoutError extends Error {
  constructor(
    readonly dataset: string,
    readonly where: string,
    detail: string,
  ) {
    super(
      `${dataset}: the layout of ${where} changed: ${detail}. The manifest ` +
        `(packages/engine/src/sources/data-sources.json) and the ${dataset} importer expect the ` +
        `publisher's documented layout; nothing of this file was imported.`,
    );
    this.name = 'LayoutError';
  }
}

/** Which rows to keep: for the postcode directory the selection, for the rest its context. */
export interface CutScope {
  selection: AreaSelection;
  /** Undefined while the postcode directory itself is being cut. */
  context?: AreaContext;
}

type Keep = (fields: readonly string[]) => boolean;

function columnNames(column: string | number | string[]): ColumnName[] {
  const list = Array.isArray(column) ? column : [column];
  return list.map((name) =>
    typeof name === 'string' && name.startsWith('/') && name.endsWith('/')
      ? new RegExp(name.slice(1, -1), 'i')
      : String(name),
  );
}

function position(
  header: CsvHeader | undefined,
  column: string | number | string[],
  fail: (detail: string) => never,
): number {
  if (typeof column === 'number') return column;
  const at = header?.find(...columnNames(column));
  if (at === undefined) fail(`no column ${columnNames(column).map(String).join(' or ')}`);
  return at;
}

/** Checks the header against the layout and builds the row test of the filter. */
export function rowTest(
  layout: LayoutSpec,
  filter: FilterSpec,
  scope: CutScope,
  header: CsvHeader | undefined,
  fail: (detail: string) => never,
): Keep {
  if (header) {
    const missing = (layout.required ?? [])
      .filter((names) => !header.has(...columnNames(names)))
      .map((names) => (Array.isArray(names) ? names.join(' or ') : names));
    if (missing.length > 0) fail(`no column ${missing.map((m) => `"${m}"`).join(', ')}`);
  }
  const { selection, context } = scope;
  if (selection.all) return () => true;
  const at = (column: string | number | string[]) => position(header, column, fail);
  switch (filter.kind) {
    case 'postcode': {
      const pc = at(filter.column);
      if (!context) {
        const la = filter.laColumn === undefined ? undefined : at(filter.laColumn);
        const las = new Set(selection.localAuthorities);
        return (f) =>
          postcodeSelected(selection, f[pc] ?? '') ||
          (la !== undefined && las.has((f[la] ?? '').trim()));
      }
      const districts = new Set(context.districts);
      return (f) => districts.has(postcodeDistrict(f[pc] ?? '') ?? '');
    }
    case 'lsoa': {
      const col = at(filter.column);
      const lsoas = new Set(context?.lsoas ?? []);
      return (f) => lsoas.has((f[col] ?? '').trim());
    }
    case 'area-code': {
      const col = at(filter.column);
      const codes = new Set(context?.areaCodes ?? []);
      return (f) => codes.has((f[col] ?? '').trim());
    }
    case 'near': {
      const lon = at(filter.longitude);
      const lat = at(filter.latitude);
      if (!context) return () => false;
      return (f) => nearBox(context, Number(f[lon]), Number(f[lat]), filter.km);
    }
  }
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

function quotes(buffer: Buffer, from = 0, to = buffer.length): number {
  let n = 0;
  for (let i = buffer.indexOf(QUOTE, from); i !== -1 && i < to; i = buffer.indexOf(QUOTE, i + 1)) {
    n += 1;
  }
  return n;
}

export interface CutterState {
  /** The header record's bytes (with its line end), once read. */
  header?: Buffer;
  /** Input bytes handled, to the end of the last whole record. */
  consumed: number;
}

export class RowCutter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private pendingQuotes = 0;
  private keep: Keep | undefined;
  header: Buffer | undefined;
  consumed: number;
  rowsRead = 0;
  rowsKept = 0;

  constructor(
    private readonly spec: Pick<FileSpec, 'layout' | 'filter'>,
    private readonly scope: CutScope,
    private readonly fail: (detail: string) => never,
    resume: CutterState = { consumed: 0 },
  ) {
    this.consumed = resume.consumed;
    if (resume.header) this.useHeader(resume.header);
  }

  private useHeader(line: Buffer) {
    this.header = line;
    // A UTF-8 byte order mark is not part of the first column's name.
    const bom = line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf ? 3 : 0;
    const split = splitCsvLine(
      line
        .subarray(bom)
        .toString('latin1')
        .replace(/\r?\n$/, ''),
    );
    if (split.kind !== 'fields') this.fail('the header is not a CSV record');
    this.keep = rowTest(
      this.spec.layout,
      this.spec.filter,
      this.scope,
      new CsvHeader(split.fields),
      this.fail,
    );
  }

  /** The kept bytes of one chunk of input (the header first, once). */
  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, nl + 1);
      this.pendingQuotes += quotes(piece);
      this.pending.push(piece);
      this.pendingBytes += piece.length;
      start = nl + 1;
      // An odd number of quotes: a quoted field runs on to the next line.
      if (this.pendingQuotes % 2 === 1) continue;
      const record = this.pending.length === 1 ? piece : Buffer.concat(this.pending);
      this.consumed += this.pendingBytes;
      this.pending = [];
      this.pendingBytes = 0;
      this.pendingQuotes = 0;
      const kept = this.record(record);
      if (kept) out.push(kept);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pendingQuotes += quotes(rest);
      this.pending.push(Buffer.from(rest));
      this.pendingBytes += rest.length;
    }
    return out;
  }

  /** The last record when the input does not end with a line end. */
  end(): Buffer[] {
    if (this.pendingBytes === 0) {
      if (!this.keep && this.spec.layout.header) this.fail('the file is empty');
      return [];
    }
    const record = Buffer.concat([...this.pending, Buffer.from('\n')]);
    this.consumed += this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    const kept = this.record(record);
    return kept ? [kept] : [];
  }

  /** A broken connection: what was not a whole record is read again from `consumed`. */
  dropPartial(): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.pendingQuotes = 0;
  }

  private record(record: Buffer): Buffer | undefined {
    if (!this.keep) {
      if (this.spec.layout.header) {
        this.useHeader(record);
        return record;
      }
      this.keep = rowTest(this.spec.layout, this.spec.filter, this.scope, undefined, this.fail);
    }
    const text = record.toString('latin1').replace(/\r?\n$/, '');
    if (text.trim() === '') return undefined;
    const split = splitCsvLine(text);
    if (split.kind !== 'fields') return undefined;
    this.rowsRead += 1;
    const count = this.spec.layout.columnCount;
    if (count !== undefined && this.rowsRead === 1 && split.fields.length !== count) {
      this.fail(`${split.fields.length} fields in the first record, expected ${count}`);
    }
    if (!this.keep(split.fields)) return undefined;
    this.rowsKept += 1;
    return record;
  }
}
