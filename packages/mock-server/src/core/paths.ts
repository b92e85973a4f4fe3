/** Where the two surfaces of the reference server live on its origin. */

/** Every API path starts with this prefix; the operation table's paths are relative to it. */
export const API_PREFIX = '/v1';

/** Path prefix of the test-only control API. */
export const CONTROL_PREFIX = '/__control';

/** True for a path of the control API. */
export const isControlPath = (path: string) => path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);

/** True for a path of the API; every path that is neither the API's nor the control API's is a visitor's. */
export const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
