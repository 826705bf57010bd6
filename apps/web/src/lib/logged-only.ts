/**
 * Calls whose failures are only logged (docs/product.md#messages-and-failures: the details page's schools, stops, rentals,
 * analytics, similar and recent sold; the price history modal): the call runs `silent`
 * (without the shared error display), a failure is written to the console as
 * '{what} could not be loaded', and the section hides or says it is unavailable.
 */
export async function loggedOnly<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.warn(`${what} could not be loaded`, error);
    throw error;
  }
}
