/**
 * When the service worker is registered (docs/product-rules.md#service-worker): in a production build, on the
 * product's own production host only, in a browser that has service workers.
 */

export interface RegistrationContext {
  /** `process.env.NODE_ENV` of the build. */
  environment: string | undefined;
  /** `location.host` of the page (host and port). */
  host: string;
  /** `NEXT_PUBLIC_PRODUCTION_HOST` of the build. */
  productionHost: string | undefined;
  /** `'serviceWorker' in navigator`. */
  supported: boolean;
}

export function shouldRegisterServiceWorker({
  environment,
  host,
  productionHost,
  supported,
}: RegistrationContext): boolean {
  return (
    supported &&
    environment === 'production' &&
    typeof productionHost === 'string' &&
    productionHost !== '' &&
    host.toLowerCase() === productionHost.toLowerCase()
  );
}

/** Where the worker is served (docs/product-rules.md#areas-and-urls). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The message a page posts to the worker (with a MessagePort) to learn its build version. */
export const GET_VERSION_MESSAGE = 'GET_VERSION';
