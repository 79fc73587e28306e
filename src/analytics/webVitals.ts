/** Web vitals for about 1 visit in 10,000 (WEB_VITALS_SAMPLE_RATE), loaded only when sampled. */
import type { Metric } from 'web-vitals';
import { WEB_VITALS_SAMPLE_RATE, isSampled, type RandomSource } from '@/core/sampling';
import { sendToGtag } from './gtag';

function report(metric: Metric): void {
  sendToGtag('event', metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

export function reportWebVitals(random: RandomSource, warn: (message: string) => void): void {
  if (!isSampled(WEB_VITALS_SAMPLE_RATE, random)) {
    return;
  }
  import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onCLS(report);
      onFCP(report);
      onINP(report);
      onLCP(report);
      onTTFB(report);
    },
    () => warn('Web vitals could not be loaded'),
  );
}
