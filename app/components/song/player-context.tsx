// One video player controller per song page, shared by the player and (later) the lyrics
// view, which calls seekTo and highlights the line playing now. Wrap the page in
// <PlayerProvider>; without a provider the player makes its own controller.
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import { PlayerController, type PlayerSnapshot } from "~/lib/player-controller";

const PlayerContext = createContext<PlayerController | null>(null);

/** `prepare`: brings the player itself onto the page (its part loads on first use). */
export function PlayerProvider({ children, prepare }: { children: ReactNode; prepare?: () => Promise<void> }) {
  const [controller] = useState(() => new PlayerController(undefined, prepare));
  return <PlayerContext.Provider value={controller}>{children}</PlayerContext.Provider>;
}

/** The page's controller: the provider's, or a controller of the caller's own. */
export function usePlayerController(): PlayerController {
  const shared = useContext(PlayerContext);
  const [own] = useState(() => shared ?? new PlayerController());
  return shared ?? own;
}

/** The player's state (loading, playing, loop, length, errors); re-renders on change. */
export function usePlayerSnapshot(controller: PlayerController): PlayerSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

/**
 * The current time in seconds, updated several times a second while playing: use it in a
 * small component (a clock, the highlighted line), not at the top of a page.
 */
export function usePlayerTime(controller: PlayerController): number {
  return useSyncExternalStore(controller.subscribeTime, controller.getTime, controller.getTime);
}
