/** Data every page hands to the shell: the installed version of each product. */
import { productVersions, type VersionedProduct } from '../versions';

export interface ShellData {
  versions: Record<VersionedProduct, string>;
}

export function withShellData<T extends object>(props: T): T & ShellData {
  return { ...props, versions: productVersions() };
}
