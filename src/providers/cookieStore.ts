/** Browser cookies through the pure rules of src/core/cookies.ts. */
import { readCookie, serializeCookie } from '@/core/cookies';

/** Throws the CONTRACT error during server rendering and the static build. */
export function getCookie(name: string): string | undefined {
  return readCookie(name, typeof document === 'undefined' ? undefined : document.cookie);
}

export function setCookie(name: string, value: string): void {
  document.cookie = serializeCookie(name, value);
}
