/** Props of /production-error/: the error codes of the installed version, decoded in the browser. */
import type { Language } from '@/core/language';
import { installedErrorCodes } from '../errorCodes';
import { installedVersion } from '../versions';
import type { PageBaseProps } from './pageBase';

export interface ProductionErrorProps extends PageBaseProps {
  version: string;
  errorCodes: Record<string, string>;
}

export function productionErrorProps(language: Language): ProductionErrorProps {
  return {
    language,
    path: '/production-error',
    title: 'Production error',
    description:
      'Decodes the minified error codes that production builds of the MUI libraries throw.',
    version: installedVersion('@mui/material'),
    errorCodes: installedErrorCodes(),
  };
}
