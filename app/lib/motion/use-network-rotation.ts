import { useState } from "react";
import { NETWORK_ROTATION_MS } from "./motion-timings";
import { initialNetwork, type NetworkRotation, stepNetwork } from "./network-rotation";
import { useInterval } from "./use-interval";
import { useMotion } from "./use-motion";

/** The network rotation as React state: one step every 1200 ms, halted by the motion control. */
export function useNetworkRotation(lengths: readonly [number, number]): NetworkRotation {
  const { paused } = useMotion();
  const [state, setState] = useState(() => initialNetwork(lengths));
  useInterval(
    () => {
      setState((current) => stepNetwork(current, lengths));
    },
    NETWORK_ROTATION_MS,
    !paused,
  );
  return state;
}
