import { useState } from "react";
import { NETWORK_ROTATION_MS } from "./motion-timings";
import { initialNetwork, type NetworkRotation, stepNetwork } from "./network-rotation";
import { useInterval } from "./use-interval";

/** The network rotation as React state: one step every 1200 ms while `running` (the motion control's say). */
export function useNetworkRotation(lengths: readonly [number, number], running: boolean): NetworkRotation {
  const [state, setState] = useState(() => initialNetwork(lengths));
  useInterval(
    () => {
      setState((current) => stepNetwork(current, lengths));
    },
    NETWORK_ROTATION_MS,
    running,
  );
  return state;
}
