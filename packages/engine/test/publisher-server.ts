import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { Manifest } from '../src/sources/manifest.ts';

/**
 * Test support for `npm run data -- get`: the publishers' files in their layouts (the
 * importers' fixtures, and the RG1 files of src/sources/fixtures/rg1, zipped as the ONS and
 * police.uk ship them) served by a local HTTP server at the publishers' paths under
 * `/<host>/...`, as S3 and the others answer: ETag and Last-Modified, 304 to a conditional
 * request, 206 to a range (checked with If-Range), 404 elsewhere. A path can be made to
 * break its first answer off mid-body.
 */

const engineSrc = path.join(import.meta.dirname, '../src');
const read = (file: string) => readFileSync(path.join(engineSrc, file));
const fixture = (source: string, name: string) => read(`importers/${source}/fixtures/${name}`);
const rg1 = (name: string) => read(`sources/fixtures/rg1/${name}`);

/** The publishers' files for a run on 2025-08-15, by path (host first). */
export function publisherFiles(origin: string): Map<string, Buffer> {
  const onspd = zipSync({
    'Data/ONSPD_AUG_2025_UK.csv': rg1('ONSPD_AUG_2025_UK.csv'),
    'Documents/ONSPD User Guide Aug 2025.txt': Buffer.from('user guide'),
    'Data/multi_csv/ONSPD_AUG_2025_UK_RG.csv': rg1('ONSPD_AUG_2025_UK.csv'),
  });
  const police = zipSync({
    '2024-01/2024-01-thames-valley-street.csv': rg1('2024-01-thames-valley-street.csv'),
    '2024-01/2024-01-city-of-london-street.csv': fixture(
      'police',
      '2024-01-city-of-london-street.csv',
    ),
    '2024-01/2024-01-thames-valley-outcomes.csv': Buffer.from('Crime ID,Month\n'),
  });
  const ofsted =
    '/assets.publishing.service.gov.uk/media/68a1/Management_information_-_state-funded_schools_-_latest_inspections_as_at_31_Jul_2025.csv';
  const s3 = '/prod.publishing.service.gov.uk.s3.amazonaws.com';
  return new Map<string, Buffer>([
    [`${s3}/pp-complete.csv`, rg1('pp-complete.csv')],
    [`${s3}/pp-monthly-update-new-version.csv`, rg1('pp-monthly-update-new-version.csv')],
    [
      '/publicdata.landregistry.gov.uk/market-trend-data/house-price-index-data/UK-HPI-full-file-2025-06.csv',
      fixture('hpi', 'uk-hpi-full-file-sample.csv'),
    ],
    [
      '/www.arcgis.com/sharing/rest/search',
      Buffer.from(
        JSON.stringify({
          results: [
            {
              id: 'f0a1b2c3',
              title: 'ONS Postcode Directory (May 2025) for the UK',
              created: 1747000000000,
            },
            {
              id: 'a9b8c7d6',
              title: 'ONS Postcode Directory (August 2025) for the UK',
              created: 1755000000000,
            },
            {
              id: 'e5e5e5e5',
              title: 'ONS Postcode Directory (August 2025) User Guide',
              created: 1755000000001,
            },
          ],
        }),
      ),
    ],
    ['/www.arcgis.com/sharing/rest/content/items/a9b8c7d6/data', Buffer.from(onspd)],
    ['/data.police.uk/data/archive/2025-07.zip', Buffer.from(police)],
    [
      '/assets.publishing.service.gov.uk/government/uploads/system/uploads/attachment_data/file/845345/File_7_-_All_IoD2019_Scores__Ranks__Deciles_and_Population_Denominators_3.csv',
      fixture('imd', 'File_1_-_IMD2019_Index_of_Multiple_Deprivation_extract.csv'),
    ],
    ['/naptan.api.dft.gov.uk/v1/access-nodes', fixture('naptan', 'Stops.csv')],
    [
      '/ea-edubase-api-prod.azurewebsites.net/edubase/downloads/public/edubasealldata20250814.csv',
      fixture('schools', 'edubasealldata20240926_trafford_extract.csv'),
    ],
    [
      '/www.gov.uk/api/content/government/statistical-data-sets/monthly-management-information-ofsteds-school-inspections-outcomes',
      Buffer.from(
        JSON.stringify({
          details: {
            attachments: [{ url: `${origin}/www.gov.uk/guide.pdf` }, { url: `${origin}${ofsted}` }],
          },
        }),
      ),
    ],
    [
      ofsted,
      fixture(
        'schools',
        'Management_information_-_state-funded_schools_-_latest_inspections_synthetic.csv',
      ),
    ],
    ['/epc.opendatacommunities.org/api/v1/domestic/search', fixture('epc', 'certificates.csv')],
  ]);
}

/** The same files as the folder of someone who downloaded them by hand (publishers' names). */
export function handDownloads(): Map<string, Buffer> {
  const files = publisherFiles('http://unused');
  const pick = (suffix: string) =>
    [...files].find(([p]) => p.endsWith(suffix))?.[1] ?? Buffer.alloc(0);
  return new Map([
    ['ONSPD_AUG_2025.zip', pick('/a9b8c7d6/data')],
    ['pp-complete.csv', pick('/pp-complete.csv')],
    ['UK-HPI-full-file-2025-06.csv', pick('UK-HPI-full-file-2025-06.csv')],
    ['police/2025-07.zip', pick('/2025-07.zip')],
    ['File_1_-_IMD2019_Index_of_Multiple_Deprivation_extract.csv', pick('Denominators_3.csv')],
    ['Stops.csv', pick('/access-nodes')],
    ['edubasealldata20250814.csv', pick('edubasealldata20250814.csv')],
    ['certificates.csv', pick('/domestic/search')],
  ]);
}

/** The manifest with every publisher's address moved under the local server, paths kept. */
export function localManifest(manifest: Manifest, origin: string): Manifest {
  const move = (url: string) => url.replace(/^https?:\/\//, `${origin}/`);
  return {
    ...manifest,
    datasets: manifest.datasets.map((d) => ({
      ...d,
      files: d.files.map((f) => {
        const find = { ...f.find, url: move(f.find.url) };
        if (find.kind === 'arcgis') find.search = move(find.search);
        return { ...f, find };
      }),
    })),
  };
}

export interface Served {
  method: string;
  path: string;
  status: number;
  range?: string;
  conditional: boolean;
  authorization?: string;
}

export interface PublisherServer {
  origin: string;
  files: Map<string, Buffer>;
  log: Served[];
  /** The next answer for this path breaks off after half its body. */
  breakOnce(path: string): void;
  /** Replaces a file (a new edition: new ETag and date). */
  publish(path: string, body: Buffer): void;
  close(): Promise<void>;
}

export async function startPublisherServer(): Promise<PublisherServer> {
  const files = new Map<string, Buffer>();
  const dates = new Map<string, string>();
  const breaking = new Set<string>();
  const log: Served[] = [];
  const etag = (body: Buffer) =>
    `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
  let clock = Date.UTC(2025, 6, 1);
  const publish = (p: string, body: Buffer) => {
    files.set(p, body);
    clock += 86_400_000;
    dates.set(p, new Date(clock).toUTCString());
  };

  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const body = files.get(url.pathname);
    const entry: Served = {
      method: req.method ?? 'GET',
      path: url.pathname,
      status: 0,
      conditional: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']),
      ...(req.headers.range ? { range: req.headers.range } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    };
    log.push(entry);
    const answer = (status: number, headers: Record<string, string | number> = {}) => {
      entry.status = status;
      res.writeHead(status, headers);
    };
    if (!body) {
      answer(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
      return;
    }
    const tag = etag(body);
    const modified = dates.get(url.pathname) ?? '';
    const common = { etag: tag, 'last-modified': modified, 'accept-ranges': 'bytes' };
    if (req.headers['if-none-match'] === tag) {
      answer(304, common);
      res.end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const ifRange = req.headers['if-range'];
    let start = 0;
    if (range && (!ifRange || ifRange === tag || ifRange === modified)) {
      start = Number(range[1]);
      answer(206, {
        ...common,
        'content-length': body.length - start,
        'content-range': `bytes ${start}-${body.length - 1}/${body.length}`,
      });
    } else {
      answer(200, { ...common, 'content-length': body.length });
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const rest = body.subarray(start);
    if (breaking.delete(url.pathname)) {
      res.write(rest.subarray(0, Math.floor(rest.length / 2)), () => {
        setTimeout(() => res.socket?.destroy(), 250);
      });
      return;
    }
    res.end(rest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const [p, body] of publisherFiles(origin)) publish(p, body);
  return {
    origin,
    files,
    log,
    breakOnce: (p) => breaking.add(p),
    publish,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
