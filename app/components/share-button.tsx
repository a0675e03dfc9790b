import { useEffect, useState } from "react";

export const SHARE_LABEL = "Udostępnij";
export const COPIED_MESSAGE = "Skopiowano link";
export const COPY_FAILED_MESSAGE = "Nie udało się skopiować. Skopiuj adres:";
/** How long the confirmation stays before the button is alone again. */
const MESSAGE_MS = 3000;

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/** The parts of `navigator` sharing needs; tests hand in their own. */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/**
 * Shares through the system sheet (Web Share API) where there is one, else copies the
 * link. Closing the sheet is no failure ("cancelled": nothing to say); a sheet that
 * errors otherwise falls back to copying.
 */
export async function shareLink(data: { url: string; title: string; text?: string }, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if ((error as Error)?.name === "AbortError") return "cancelled";
    }
  }
  if (!nav.clipboard) return "failed";
  try {
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

type Props = {
  /** the address to share, e.g. /{song}/interpretacja-{id}; made absolute on click */
  path: string;
  /** 'Artist – Title', as the share card says */
  title: string;
  /** the interpretation's opening */
  text?: string;
  className?: string;
};

/** A button that shares an interpretation's link (or copies it) and says so in Polish. */
export function ShareButton({ path, title, text, className = "share-button" }: Props) {
  const [outcome, setOutcome] = useState<{ kind: ShareOutcome; url: string } | null>(null);
  useEffect(() => {
    if (outcome?.kind !== "copied") return;
    const timer = window.setTimeout(() => setOutcome(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function share() {
    const url = new URL(path, window.location.href).href;
    setOutcome({ kind: await shareLink({ url, title, text }, navigator), url });
  }

  return (
    <span className={className}>
      <button type="button" className="button secondary" onClick={share}>
        {SHARE_LABEL}
      </button>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <span role="status" aria-live="polite">
        {outcome?.kind === "copied" && COPIED_MESSAGE}
        {outcome?.kind === "failed" && (
          <>
            {COPY_FAILED_MESSAGE}{" "}
            <input type="text" readOnly value={outcome.url} aria-label="Adres do skopiowania" onFocus={(e) => e.currentTarget.select()} />
          </>
        )}
      </span>
    </span>
  );
}
