import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoAgent } from '../demo-agents.ts';
import { agentLogoSvg } from './agent-logo-svg.ts';
import { exteriorSvg } from './exterior-svg.ts';
import { floorPlanSvg } from './floor-plan-svg.ts';
import { interiorSvg } from './interior-svg.ts';
import {
  EXTERIOR_VARIANTS,
  FLOOR_PLAN_VARIANTS,
  INTERIOR_ROOMS,
  INTERIOR_VARIANTS,
  MAX_PLAN_BEDROOMS,
  MEDIA_TYPES,
  agentLogoFile,
  exteriorFile,
  floorPlanFile,
  interiorFile,
} from './media-catalogue.ts';

/**
 * Writes every generated demo picture into `dir` (created if needed), replacing what is
 * there. Same seed and agents, same bytes. Returns the number of files and their total size.
 */
export async function writeDemoMedia(
  dir: string,
  seed: number | string,
  agents: readonly DemoAgent[],
): Promise<{ files: number; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [];
  for (const type of MEDIA_TYPES) {
    for (let v = 0; v < EXTERIOR_VARIANTS; v++)
      files.push([exteriorFile(type, v), exteriorSvg(type, v, seed)]);
    for (let beds = 0; beds <= MAX_PLAN_BEDROOMS; beds++) {
      for (let v = 0; v < FLOOR_PLAN_VARIANTS; v++)
        files.push([floorPlanFile(type, beds, v), floorPlanSvg(type, beds, v, seed)]);
    }
  }
  for (const room of INTERIOR_ROOMS) {
    for (let v = 0; v < INTERIOR_VARIANTS; v++)
      files.push([interiorFile(room, v), interiorSvg(room, v, seed)]);
  }
  for (const agent of agents) files.push([agentLogoFile(agent.id), agentLogoSvg(agent)]);
  let bytes = 0;
  for (const [name, content] of files) {
    await writeFile(path.join(dir, name), content);
    bytes += Buffer.byteLength(content);
  }
  return { files: files.length, bytes };
}
