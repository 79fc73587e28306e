/**
 * The one console message a clean load may log: MUI X's own "Missing license key" message, which
 * a Pro or Premium demo (the data grids, the date range pickers) prints when the site was built
 * without NEXT_PUBLIC_MUI_X_LICENSE_KEY (docs/product-rules.md#mui-x-licences). Matched whole, line by line, for the
 * packages whose demos the site shows: any other licence message (invalid key, plan mismatch,
 * another package) is still an error.
 */
const STARS = '*'.repeat(61);

function missingKeyMessage(packageName: string, plan: string): string {
  return [
    STARS,
    '',
    'MUI: Missing license key.',
    '',
    `The license key is missing. You might not be allowed to use \`${packageName}\` which is part of MUI X ${plan}.`,
    '',
    'To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.',
    'If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.',
    '',
    STARS,
  ].join('\n');
}

const ALLOWED = new Set([
  missingKeyMessage('@mui/x-data-grid-pro', 'Pro'),
  missingKeyMessage('@mui/x-data-grid-premium', 'Premium'),
  missingKeyMessage('@mui/x-date-pickers-pro', 'Pro'),
]);

export function isMuiXMissingLicenseMessage(text: string): boolean {
  return ALLOWED.has(text);
}
