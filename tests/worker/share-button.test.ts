import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { COPIED_MESSAGE, SHARE_LABEL, ShareButton, shareLink } from "~/components/share-button";

const data = { url: "https://nadinterpretacje.pl/ludowa-sto-lat/interpretacja-7", title: "Ludowa – Sto lat", text: "To o urodzinach kota." };

describe("shareLink", () => {
  it("opens the system share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says nothing when the visitor closes the sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("closed", "AbortError");
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link when the sheet fails or does not exist", async () => {
    const writeText = vi.fn(async () => {});
    const broken = vi.fn(async () => {
      throw new DOMException("not allowed", "NotAllowedError");
    });
    expect(await shareLink(data, { share: broken, clipboard: { writeText } })).toBe("copied");
    expect(await shareLink(data, { clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith(data.url);
  });

  it("reports failure when nothing can share or copy", async () => {
    expect(await shareLink(data, {})).toBe("failed");
    const refused = vi.fn(async () => {
      throw new Error("denied");
    });
    expect(await shareLink(data, { clipboard: { writeText: refused } })).toBe("failed");
  });
});

describe("ShareButton", () => {
  it("renders a Polish button and an empty live region for the confirmation", () => {
    const html = renderToString(createElement(ShareButton, { path: "/ludowa-sto-lat/interpretacja-7", title: data.title, text: data.text }));
    expect(html).toContain(`<button type="button" class="button secondary">${SHARE_LABEL}</button>`);
    expect(html).toMatch(/<span role="status" aria-live="polite"><\/span>/);
    expect(COPIED_MESSAGE).toBe("Skopiowano link");
  });
});
