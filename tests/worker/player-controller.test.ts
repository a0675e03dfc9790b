// The player controller against a fake engine: what the lyrics view and the loop controls
// rely on (seekTo, loops, the time subscription), with the clock moved by hand.
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "~/lib/chunk-load";
import { type EngineEvents, type EngineFactory, PlayerController, type PlayerEngine } from "~/lib/player-controller";

class FakeEngine implements PlayerEngine {
  time = 0;
  state: "playing" | "paused" | "ended" | "unstarted" = "unstarted";
  calls: string[] = [];
  destroyed = false;
  constructor(
    readonly events: EngineEvents,
    readonly length: number,
  ) {}
  play() {
    this.calls.push("play");
    this.set("playing");
  }
  pause() {
    this.calls.push("pause");
    this.set("paused");
  }
  seek(seconds: number) {
    this.calls.push(`seek ${seconds}`);
    this.time = seconds;
  }
  currentTime() {
    return this.time;
  }
  duration() {
    return this.length;
  }
  destroy() {
    this.destroyed = true;
  }
  set(state: FakeEngine["state"]) {
    this.state = state;
    this.events.onState(state);
  }
  /** The test's clock; the controller looks at the position on tick(). */
  advance(seconds: number, controller: PlayerController) {
    this.time = Math.min(this.time + seconds, this.length);
    if (this.time >= this.length) this.set("ended");
    else controller.tick();
  }
}

function setup(length = 240) {
  const made: FakeEngine[] = [];
  let loads = 0;
  const factory: EngineFactory = async (_host, _videoId, events) => {
    const engine = new FakeEngine(events, length);
    made.push(engine);
    return engine;
  };
  const controller = new PlayerController(async () => {
    loads++;
    return factory;
  });
  controller.attach({} as HTMLElement, "fakeVideo01");
  const times: number[] = [];
  controller.subscribeTime((t) => times.push(t));
  return { controller, engine: () => made[made.length - 1], engines: made, times, loads: () => loads };
}

describe("player controller", () => {
  it("loads the player once, on the first command, and learns the video's length", async () => {
    const { controller, engines, loads } = setup();
    expect(controller.getSnapshot()).toMatchObject({ status: "idle", duration: null });
    expect(loads()).toBe(0);
    await Promise.all([controller.play(), controller.seekTo(30), controller.play()]);
    expect(loads()).toBe(1);
    expect(engines).toHaveLength(1);
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", playing: true, duration: 240 });
  });

  it("seekTo jumps and plays, and the time subscription hears it", async () => {
    const { controller, engine, times } = setup();
    await controller.seekTo(42.5);
    expect(engine().calls).toEqual(["seek 42.5", "play"]);
    expect(controller.getTime()).toBe(42.5);
    engine().advance(2, controller);
    expect(times).toEqual([42.5, 44.5]);
  });

  it("loops: back to the start at the end and when the video ends; stop leaves it playing", async () => {
    const { controller, engine } = setup(30);
    await controller.startLoop({ start: 5, end: 10 });
    expect(controller.getSnapshot().loop).toEqual({ start: 5, end: 10 });
    engine().advance(4, controller);
    expect(engine().time).toBe(9);
    engine().advance(1, controller);
    expect(engine().time).toBe(5);

    await controller.startLoop({ start: 20, end: 60 });
    engine().advance(10, controller);
    expect(engine().time).toBe(20);
    expect(engine().state).toBe("playing");

    controller.stopLoop();
    expect(controller.getSnapshot()).toMatchObject({ loop: null, playing: true });
    engine().advance(5, controller);
    expect(engine().time).toBe(25);
  });

  it("refuses a loop that starts after the video's end once the length is known", async () => {
    const { controller, engine } = setup(30);
    await controller.startLoop({ start: 45, end: 60 });
    expect(controller.getSnapshot()).toMatchObject({ loop: null, loopProblem: "Początek pętli (0:45) wypada po końcu teledysku (0:30)." });
    expect(engine().calls).toEqual([]);
  });

  it("shows the spec's chunk message when the player's chunk fails, and tries again on the next press", async () => {
    let fail = true;
    const controller = new PlayerController(async () => {
      if (fail) throw new ChunkLoadError({ id: "video-player", kind: "timeout", url: "video-player" });
      return async (_host, _id, events) => new FakeEngine(events, 60);
    });
    controller.attach({} as HTMLElement, "fakeVideo01");
    expect(await controller.play()).toBe(false);
    expect(controller.getSnapshot()).toMatchObject({ status: "error" });
    expect(controller.getSnapshot().error).toBe(
      "Loading chunk video-player failed.\n(timeout: video-player)\nNie udało się wczytać odtwarzacza — odśwież stronę.",
    );
    fail = false;
    expect(await controller.play()).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({ status: "ready", error: null, playing: true });
  });

  it("does nothing without a video, and drops a player that finishes loading after the page left", async () => {
    const bare = new PlayerController(async () => {
      throw new Error("must not load");
    });
    expect(bare.available).toBe(false);
    expect(await bare.play()).toBe(false);

    const { controller, engines } = setup();
    const pending = controller.play();
    controller.detach();
    expect(await pending).toBe(false);
    expect(engines[0]?.destroyed ?? true).toBe(true);
    expect(controller.getSnapshot().status).toBe("idle");
  });
});
