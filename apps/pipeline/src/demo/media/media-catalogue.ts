import type { PropertyType } from '../property-model.ts';

/**
 * The fixed set of generated demo pictures and the URLs listings use for them. Pictures are
 * templates (a few dozen variants per kind), not one per listing, so the set stays about a
 * megabyte at any scale. Files are written to `<mediaDir>/` and served under MEDIA_URL_PREFIX.
 */

export const MEDIA_URL_PREFIX = '/media/demo/';
export const EXTERIOR_VARIANTS = 12;
export const INTERIOR_VARIANTS = 8;
export const FLOOR_PLAN_VARIANTS = 3;
export const MAX_PLAN_BEDROOMS = 6;
export const INTERIOR_ROOMS = ['living', 'kitchen', 'bedroom', 'bathroom', 'garden'] as const;
export type InteriorRoom = (typeof INTERIOR_ROOMS)[number];
export const MEDIA_TYPES: readonly PropertyType[] = ['D', 'S', 'T', 'F', 'O'];

export const exteriorFile = (type: PropertyType, variant: number) =>
  `exterior-${type}-${variant % EXTERIOR_VARIANTS}.svg`;
export const interiorFile = (room: InteriorRoom, variant: number) =>
  `room-${room}-${variant % INTERIOR_VARIANTS}.svg`;
export const floorPlanFile = (type: PropertyType, bedrooms: number, variant: number) =>
  `floorplan-${type}-${Math.min(Math.max(bedrooms, 0), MAX_PLAN_BEDROOMS)}-${variant % FLOOR_PLAN_VARIANTS}.svg`;
export const agentLogoFile = (agentId: number) => `agent-${agentId}.svg`;

export const mediaUrl = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
