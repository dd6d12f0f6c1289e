import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

// A minimal renderHook: mounts a component that calls the hook and keeps its latest result. Timer tests advance
// fake timers inside `act` so React applies the state updates they cause.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function renderHook<Props, Result>(
  hook: (props: Props) => Result,
  initialProps: Props,
  wrapper: (children: ReactNode) => ReactNode = (children) => children,
) {
  const result: { current: Result } = { current: undefined as Result };
  function Probe({ props }: { props: Props }) {
    result.current = hook(props);
    return null;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => {
    root.render(wrapper(<Probe props={initialProps} />));
  });
  return {
    result,
    rerender: (props: Props) => {
      act(() => {
        root.render(wrapper(<Probe props={props} />));
      });
    },
    unmount: () => {
      act(() => {
        root.unmount();
      });
    },
  };
}

/** Advances fake timers by `ms`, letting React apply what they set. */
export function advance(ms: number, advanceTimers: (ms: number) => unknown): void {
  act(() => {
    advanceTimers(ms);
  });
}
