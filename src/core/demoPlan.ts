/**
 * MUI X plans of a demo. A demo that imports a Pro or Premium package shows its plan's badge, and
 * renders live only when the site was built with a licence key (NEXT_PUBLIC_MUI_X_LICENSE_KEY):
 * without one, the commercial components log licence errors and draw a watermark over the demo.
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

/** Whether a demo of `plan` renders live with this licence key (MIT demos always do). */
export function rendersLive(plan: DemoPlan | null, licenseKey: string | undefined): boolean {
  return plan === null || (licenseKey ?? '').trim() !== '';
}
