import type { CSSProperties } from 'react';

/** The details maps' size: a fixed height, so the map inside (height 100%) fills it. */
export const MAP_STYLE: CSSProperties = { height: 320, minHeight: 320 };
