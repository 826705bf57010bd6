import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Test support: the OpenAPI document as the contract every answer keeps (decision 0026).
 * `createContract(document)` checks one exchange (method, URL, status, content type, body)
 * against the operation it reaches: a status the operation does not declare, a media type it
 * does not list, or a JSON body that breaks the declared schema (JSON Schema 2020-12, ajv with
 * ajv-formats) is a violation. An /api path the document does not hold must answer the
 * catalogue's 404. The API's test app (test/test-app.ts) checks every `inject` with it, the
 * e2e suite every call to /api (e2e/lib/contract.ts).
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}
interface OperationObject {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface Exchange {
  method: string;
  /** The request's path and query, e.g. `/api/deals/7?x=1`. */
  url: string;
  status: number;
  /** The answer's Content-Type header. */
  contentType?: string | undefined;
  body: string;
}

export interface Contract {
  /** Why the exchange breaks the contract, or undefined when it keeps it. */
  violation(exchange: Exchange): string | undefined;
  /** Throws ContractViolation when the exchange breaks the contract. */
  check(exchange: Exchange): void;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const DOCUMENT_ID = 'https://yardstick.invalid/openapi.json';
// ajv-formats is CommonJS with its function as `default`.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/api/deals/share` before `/api/deals/{id}`. */
  params: number;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function routesOf(document: OpenApiDocument): Route[] {
  return Object.keys(document.paths)
    .map((template) => {
      const parts = template.split(/\{[^}]+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
      return {
        template,
        // The router takes an empty segment as a parameter's value too.
        pattern: new RegExp(`^${parts.join('[^/]*')}$`),
        params: parts.length - 1,
      };
    })
    .sort((a, b) => a.params - b.params);
}

/** The declared response of a status: its own, or its range (`4XX`), or `default`. */
function declaredStatus(operation: OperationObject, status: number): string | undefined {
  const responses = operation.responses ?? {};
  const range = `${String(status)[0]}XX`;
  return [String(status), range, 'default'].find((key) => key in responses);
}

const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export function createContract(document: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const routes = routesOf(document);
  const validators = new Map<string, ValidateFunction>();

  function validatorAt(pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  function violation(exchange: Exchange): string | undefined {
    const method = exchange.method.toLowerCase();
    const path = exchange.url.split('?')[0]!;
    const where = `${exchange.method} ${exchange.url.slice(0, 200)} → ${exchange.status}`;
    const route = routes.find(
      (r) => r.pattern.test(path) && document.paths[r.template]?.[method] !== undefined,
    );
    if (!route || !METHODS.includes(method)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return undefined;
      // An /api path (or method) the document does not hold: the catalogue's 404, or a
      // refusal before routing (a path parameter over the router's limit, a bad URL).
      if ([400, 404, 414].includes(exchange.status)) return undefined;
      return `${where}: not an operation of the OpenAPI document, yet not answered 404`;
    }
    const operation = document.paths[route.template]![method]!;
    const key = declaredStatus(operation, exchange.status);
    if (!key) {
      const declared = Object.keys(operation.responses ?? {}).join(', ');
      return `${where}: status ${exchange.status} is not declared by ${method.toUpperCase()} ${route.template} (declares ${declared})`;
    }
    const content = operation.responses?.[key]?.content;
    if (!content || exchange.body === '' || method === 'head') return undefined;
    const type = mediaType(exchange.contentType);
    const declaredType = Object.keys(content).find((t) => t.toLowerCase() === type);
    if (!declaredType) {
      return `${where}: answered ${type || 'no content type'}, but ${method.toUpperCase()} ${route.template} declares ${Object.keys(content).join(', ')} for ${key}`;
    }
    if (!type.endsWith('json')) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(exchange.body);
    } catch {
      return `${where}: the body is not JSON: ${exchange.body.slice(0, 200)}`;
    }
    const pointer = [
      'paths',
      route.template,
      method,
      'responses',
      key,
      'content',
      declaredType,
      'schema',
    ]
      .map(escapePointer)
      .join('/');
    const validate = validatorAt(`/${pointer}`);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`)
      .join('; ');
    return `${where}: the body breaks the declared schema of ${method.toUpperCase()} ${route.template} ${key}: ${errors}; body ${exchange.body.slice(0, 300)}`;
  }

  return {
    violation,
    check(exchange) {
      const found = violation(exchange);
      if (found) throw new ContractViolation(`OpenAPI contract: ${found}`);
    },
  };
}
