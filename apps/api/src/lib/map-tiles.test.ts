import { describe, expect, it } from 'vitest';
import { OSM_TILE_URL, tileOrigins, tilesTurnedOff, tileTemplateProblem } from './map-tiles.ts';

describe('tile templates', () => {
  it('takes OpenStreetMap and other providers with {z}/{x}/{y}', () => {
    expect(tileTemplateProblem(OSM_TILE_URL)).toBeUndefined();
    expect(tileTemplateProblem('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBeUndefined();
    expect(tileTemplateProblem('http://localhost:8081/tiles/{z}/{x}/{-y}.png')).toBeUndefined();
  });

  it('names what is wrong with a template', () => {
    expect(tileTemplateProblem('tile.example.org/{z}/{x}/{y}.png')).toMatch(/http\(s\) URL/);
    expect(tileTemplateProblem('ftp://tile.example.org/{z}/{x}/{y}.png')).toMatch(/http\(s\) URL/);
    expect(tileTemplateProblem('https://tile.example.org/{z}/{y}.png')).toBe('must contain {x}');
    expect(tileTemplateProblem('https://tile.example.org/map.png')).toBe(
      'must contain {z}, {x}, {y}',
    );
    expect(tileTemplateProblem('https://{s}/{z}/{x}/{y}.png')).toMatch(/fixed host/);
    expect(tileTemplateProblem('https://tiles.{s}/{z}/{x}/{y}.png')).toMatch(/fixed host/);
  });

  it('gives the origins a CSP must allow', () => {
    expect(tileOrigins(OSM_TILE_URL)).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.org',
    ]);
    expect(tileOrigins('https://tiles-{s}.Example.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.example.org',
    ]);
    expect(tileOrigins('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8081']);
    expect(tileOrigins('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toEqual([
      'https://*.tiles.example.org:8443',
    ]);
    expect(tileOrigins(undefined)).toEqual([]);
    expect(tileOrigins('not a url')).toEqual([]);
  });

  it('reads off and none as no tiles', () => {
    expect(tilesTurnedOff('off')).toBe(true);
    expect(tilesTurnedOff(' NONE ')).toBe(true);
    expect(tilesTurnedOff(OSM_TILE_URL)).toBe(false);
  });
});
