/**
 * Sections whose failures are only logged (spec §8: schools, rentals, analytics, similar and
 * recent sold): the call runs without the shared error display, a failure is written to the
 * console, and the section hides.
 */
export async function loggedOnly<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.warn(`${what} could not be loaded`, error);
    throw error;
  }
}
