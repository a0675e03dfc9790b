// Loaded after hydration and only with consent to everything (client-boot.tsx, decision 044):
// reports Core Web Vitals of real visits to POST /api/vitals. Beacons survive the page being
// closed. A choice changed to 'Tylko niezbędne' later in the page view stops the reports.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { readConsent } from "./consent";

const ENDPOINT = "/api/vitals";

function send(metric: Metric) {
  if (readConsent() !== "all") return;
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: window.location.pathname.slice(0, 500),
  });
  if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  void fetch(ENDPOINT, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
}

/**
 * One page view in SAMPLE_RATE reports (decided once per view, so its metrics stay
 * together): enough for medians, and a fraction of the beacons. The server also limits
 * each client (worker/services/vitals.ts). `localStorage.vitalsSample = "1"` reports every
 * view (for checking the reporter by hand, and its end-to-end test); "0" none (end-to-end
 * tests that walk many pages, which would otherwise use up the address's beacon limit).
 */
const SAMPLE_RATE = 0.25;

function sampled(): boolean {
  try {
    const forced = window.localStorage.getItem("vitalsSample");
    if (forced === "1") return true;
    if (forced === "0") return false;
  } catch {
    // Storage may be off; sample as usual.
  }
  return Math.random() < SAMPLE_RATE;
}

let started = false;

/** Once per page view, however often consent is given. */
export function startVitals(): void {
  if (started) return;
  started = true;
  if (!sampled()) return;
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
