/**
 * Performance measurements (docs/product.md#telemetry-channels, newrelic beacon): the web vitals LCP, INP,
 * CLS, FCP and TTFB and the page load time, each put on the bus as `perf/metric`; the telemetry projection
 * writes them to the outbox and the newrelic channel sends them by beacon. Loaded lazily.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

import { emit } from '@/events/bus';

function report(metric: Metric): void {
  emit('perf/metric', {
    page: window.location.pathname,
    metric_name: metric.name,
    // CLS is unitless; the others are milliseconds, kept to a tenth.
    value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value * 10) / 10,
    type: 'web-vital',
  });
}

/** The navigation's load time (navigation start to the end of the load event), once known. */
function reportLoadTime(): void {
  const emitLoad = () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    if (navigation === undefined || navigation.loadEventEnd <= 0) return;
    emit('perf/metric', {
      page: window.location.pathname,
      metric_name: 'page-load',
      value: Math.round(navigation.loadEventEnd),
      type: 'load-time',
    });
  };
  if (document.readyState === 'complete') setTimeout(emitLoad, 0);
  else window.addEventListener('load', () => setTimeout(emitLoad, 0), { once: true });
}

export function startVitals(): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
  reportLoadTime();
}
