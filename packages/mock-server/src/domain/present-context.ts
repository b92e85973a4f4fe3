/** What presenters need to know about the request they answer. */
import type { Store } from '../store/store.js';
import type { UserRecord } from '../store/records.js';

/**
 * The caller, the state and the API's absolute base (`http://host/v1`). A `HandlerContext` is one; tests and
 * seeders can build one without a request.
 */
export interface PresentContext {
  store: Store;
  user: UserRecord;
  baseUrl: string;
}

/** Where the (fictional) web app lives; `urls.app` members point into it. */
export const APP_URL = 'https://app.docpub.test';
