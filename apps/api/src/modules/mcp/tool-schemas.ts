import { idInputSchema } from '@yardstick/core/search/estimate-card';
import { z } from 'zod';
import type { ServedRoute } from './served-route.ts';

/**
 * The JSON Schemas a tool lists (decision 0025), generated from its route's zod schemas: the
 * input from the route's path parameters (each id as the one id schema takes it: the decimal
 * string, or a number), query and body as a JSON client may send them (`io: 'input'`), the
 * output from its response schema. Draft 7, with a named schema's definitions kept beside its
 * root, which is always an object (as MCP asks).
 */
export type JsonObject = { [key: string]: unknown };
export interface ObjectSchema extends JsonObject {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
}

const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A zod schema as a JSON Schema object, its root `$ref` resolved. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): ObjectSchema {
  const json: JsonObject = z.toJSONSchema(schema, {
    io,
    target: 'draft-7',
    unrepresentable: 'any',
  });
  delete json.$schema;
  const definitions = isObject(json.definitions) ? json.definitions : {};
  const ref = typeof json.$ref === 'string' ? json.$ref.replace('#/definitions/', '') : undefined;
  const root = ref && isObject(definitions[ref]) ? definitions[ref] : json;
  const properties = isObject(root.properties) ? root.properties : {};
  const required = Array.isArray(root.required) ? root.required.map(String) : [];
  const { $ref: _ref, definitions: _defs, ...rest } = root;
  return {
    ...rest,
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(Object.keys(definitions).length ? { definitions } : {}),
  };
}

/** Object schemas as one (their properties, required lists and definitions together). */
export function mergeSchemas(parts: ObjectSchema[]): ObjectSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const definitions: JsonObject = {};
  for (const part of parts) {
    Object.assign(properties, part.properties);
    required.push(...(part.required ?? []));
    if (isObject(part.definitions)) Object.assign(definitions, part.definitions);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    ...(Object.keys(definitions).length ? { definitions } : {}),
  };
}

const idJson = jsonSchemaOf(z.object({ id: idInputSchema }), 'input').properties.id;

/**
 * A route's input as a tool's: its path parameters under the tool's names for them (`{ id:
 * 'propertyId' }`), then its query or body properties.
 */
export function inputSchemaOf(route: ServedRoute, pathArgs: Record<string, string> = {}) {
  const params: ObjectSchema = { type: 'object', properties: {}, required: [] };
  for (const param of Object.keys(pathArgs)) {
    const name = pathArgs[param] ?? param;
    params.properties[name] = {
      ...(isObject(idJson) ? idJson : {}),
      description: 'An id as the answers carry it: a decimal string (a number is taken too)',
    };
    params.required?.push(name);
  }
  const parts = [params];
  if (route.query) parts.push(jsonSchemaOf(route.query, 'input'));
  if (route.body) parts.push(jsonSchemaOf(route.body, 'input'));
  return mergeSchemas(parts);
}
