/**
 * MUI X plans of a demo. A demo that imports a Pro or Premium package shows its plan's badge. It
 * always renders live: without a licence key (NEXT_PUBLIC_MUI_X_LICENSE_KEY) MUI X itself draws
 * its "MUI X Missing license key" watermark over it and logs its licence message.
 */
export type DemoPlan = 'pro' | 'premium';

const PLAN_IMPORT = /from\s+['"]@mui\/x-[a-z-]+-(pro|premium)(?:\/[^'"]*)?['"]/g;

/** The highest plan among the packages a demo's source imports, or null for MIT only. */
export function demoPlanOf(source: string): DemoPlan | null {
  let plan: DemoPlan | null = null;
  for (const match of source.matchAll(PLAN_IMPORT)) {
    if (match[1] === 'premium') {
      return 'premium';
    }
    plan = 'pro';
  }
  return plan;
}
