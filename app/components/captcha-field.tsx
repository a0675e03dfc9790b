import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { browserOnly } from "~/lib/browser-only";
import { CAPTCHA_FIELD, type CaptchaWidget } from "@core/schemas/captcha";

type Props = {
  widget: CaptchaWidget;
  /** The solved value, or null when unsolved, expired or reset. */
  onChange: (token: string | null) => void;
};

type TurnstileApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  remove: (id: string) => void;
};

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let turnstileLoading: Promise<TurnstileApi> | undefined;

function loadTurnstile(): Promise<TurnstileApi> {
  turnstileLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { turnstile: TurnstileApi }).turnstile);
    script.onerror = () => reject(new Error("Nie udało się wczytać captchy."));
    document.head.appendChild(script);
  });
  return turnstileLoading;
}

// React reads the server snapshot while hydrating the server's HTML and the client one for
// anything mounted afterwards: what tells a captcha of the first page from a later one.
const subscribeToNothing = () => () => {};
const isLive = () => true;
const isServerHtml = () => false;

/**
 * The captcha of anonymous forms. The solved value travels in a hidden
 * `g-recaptcha-response` input, so a plain form post carries it. Remount (change `key`)
 * to get a fresh puzzle: every solution is single use.
 */
export function CaptchaField({ widget, onChange }: Props) {
  const [token, setToken] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const source = widget.provider === "altcha" ? widget.challengeUrl : widget.siteKey;
  // The widget (altcha's module, or the provider's script) loads on first use (decision 052).
  // A captcha in the page as it first shows waits until its form is first focused or touched
  // (its box keeps its room meanwhile); one that appears later — a form opened, a
  // form's next step, a captcha asked for after a refusal — is the answer to a use: at once.
  const appearedLater = useSyncExternalStore(subscribeToNothing, isLive, isServerHtml);
  const [wanted, setWanted] = useState(appearedLater);

  useEffect(() => {
    const element = host.current;
    if (wanted || !element) return;
    const form = element.closest("form") ?? element;
    const wake = () => setWanted(true);
    // Typing needs focus first, so focus and touch cover every first use.
    const events = ["focusin", "pointerdown"] as const;
    for (const name of events) form.addEventListener(name, wake);
    return () => {
      for (const name of events) form.removeEventListener(name, wake);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    const update = (value: string | null) => {
      setToken(value);
      report.current(value);
    };
    const element = host.current;
    if (!element) return;
    let cleanup = () => {};
    let cancelled = false;
    if (widget.provider === "altcha") {
      // Browser only: the widget is a custom element, defined when its module loads.
      void (import.meta.env.SSR ? browserOnly("altcha") : Promise.all([import("altcha"), import("altcha/i18n/pl")])).then(() => {
        if (cancelled) return;
        const altcha = document.createElement("altcha-widget");
        altcha.setAttribute("challenge", source);
        altcha.setAttribute("name", "altcha");
        altcha.setAttribute("language", "pl");
        const onState = (event: Event) => {
          const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          update(detail.state === "verified" && detail.payload ? detail.payload : null);
        };
        altcha.addEventListener("statechange", onState);
        element.appendChild(altcha);
        cleanup = () => {
          altcha.removeEventListener("statechange", onState);
          altcha.remove();
        };
      });
    } else {
      void loadTurnstile().then((turnstile) => {
        if (cancelled) return;
        const id = turnstile.render(element, {
          sitekey: source,
          language: "pl",
          "response-field": false,
          callback: (value: string) => update(value),
          "expired-callback": () => update(null),
          "error-callback": () => update(null),
        });
        cleanup = () => turnstile.remove(id);
      });
    }
    return () => {
      cancelled = true;
      cleanup();
      update(null);
    };
  }, [wanted, widget.provider, source]);

  return (
    <div className="captcha-field">
      <div ref={host} />
      <input type="hidden" name={CAPTCHA_FIELD} value={token ?? ""} />
    </div>
  );
}
