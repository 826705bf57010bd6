/**
 * NaPTAN stop types the product shows, by the kind of stop: on-street bus stops and bus
 * station bays; railway stations (the access area, one per station); tram and metro stations
 * (access area). Entrances, platforms, taxi ranks, ferry and air stops are left out.
 */
const KINDS: Record<string, 'bus' | 'rail' | 'tram'> = {
  BCT: 'bus',
  BCS: 'bus',
  BCQ: 'bus',
  RLY: 'rail',
  MET: 'tram',
};

export function stopKind(stopType: string): 'bus' | 'rail' | 'tram' | undefined {
  return KINDS[stopType.trim().toUpperCase()];
}

/** NaPTAN Status values of a stop in use ('act' in older extracts). */
export function isActiveStatus(status: string): boolean {
  const value = status.trim().toLowerCase();
  return value === '' || value === 'active' || value === 'act';
}
