// Work done once at a time without one request awaiting another's promise (shared-work.ts):
// under load, requests that awaited a promise another request settled went on in that
// request's context and answered 500 ("Cannot perform I/O on behalf of a different request").
import { describe, expect, it } from "vitest";
import { type RequestScope, runInScope } from "@worker/services/request-scope";
import { onceAtATime } from "@worker/services/shared-work";

/** A stand-in request scope: only its identity matters to onceAtATime. */
const scope = (id: string) => ({ id }) as unknown as RequestScope;
const never = new Promise<string>(() => undefined);

describe("onceAtATime", () => {
  it("another request waits for the result where it lands, never on the first request's promise", async () => {
    let stored: string | undefined;
    let runs = 0;
    // The first request's work lands its result, but its promise never settles: a second
    // request that awaited that promise would never answer.
    void runInScope(scope("a"), () =>
      onceAtATime(
        "k1",
        () => stored,
        () => {
          runs++;
          setTimeout(() => {
            stored = "strona";
          }, 20);
          return never;
        },
      ),
    );
    const second = await runInScope(scope("b"), () =>
      onceAtATime(
        "k1",
        () => stored,
        async () => `drugi ${++runs}`,
      ),
    );
    expect(second).toBe("strona");
    expect(runs).toBe(1);
  });

  it("when the first request's work leaves nothing to take, the waiting one does it itself", async () => {
    let runs = 0;
    const first = runInScope(scope("a"), () =>
      onceAtATime(
        "k2",
        () => undefined,
        async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error("nie wyszło");
        },
      ),
    );
    const second = runInScope(scope("b"), () =>
      onceAtATime(
        "k2",
        () => undefined,
        async () => `sam ${++runs}`,
      ),
    );
    await expect(first).rejects.toThrow("nie wyszło");
    expect(await second).toBe("sam 2");
  });

  it("within one request the same work is shared at once", async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return "raz";
    };
    const answers = await runInScope(scope("a"), () =>
      Promise.all([onceAtATime("k3", () => undefined, work), onceAtATime("k3", () => undefined, work)]),
    );
    expect(answers).toEqual(["raz", "raz"]);
    expect(runs).toBe(1);
  });
});
