import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

// WebKitGTK's MiniBrowser needs an X display, and WebKitWebDriver serves one session at a time: each Playwright
// worker that runs WebKit journeys starts a virtual display and a driver of its own, and stops both by process id
// when it is done (or, failing that, when its process exits).

const webDriverBinary = "/usr/bin/WebKitWebDriver";
export const miniBrowserBinary = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export interface WebKitServices {
  driverURL: string;
  display: string;
  /** The last lines the driver and its browsers wrote, for an error message. */
  recentOutput(): string;
  stop(): Promise<void>;
}

/** Starts Xvfb on a display it picks itself (no clash with another X server), then the driver on `driverPort`. */
export async function startWebKitServices(driverPort: number): Promise<WebKitServices> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  const children: ChildProcess[] = [xvfb];
  const killAll = () => {
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGKILL");
  };
  process.once("exit", killAll);

  try {
    const display = await displayNumber(xvfb);
    const driver = spawn(webDriverBinary, [`--port=${driverPort}`], {
      // No accessibility bus under Xvfb: without this GTK waits for one on every start.
      env: { ...process.env, DISPLAY: display, NO_AT_BRIDGE: "1", GDK_BACKEND: "x11" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(driver);
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    driver.stdout.on("data", keep);
    driver.stderr.on("data", keep);
    const driverURL = `http://127.0.0.1:${driverPort}`;
    await untilAnswering(`${driverURL}/status`, driver);
    return {
      driverURL,
      display,
      recentOutput: () => output,
      async stop() {
        process.removeListener("exit", killAll);
        for (const child of children.reverse()) await stopProcess(child);
      },
    };
  } catch (error) {
    killAll();
    process.removeListener("exit", killAll);
    throw error;
  }
}

/** Xvfb writes the display number it chose to the descriptor given with -displayfd, once it accepts clients. */
async function displayNumber(xvfb: ChildProcess): Promise<string> {
  const channel = xvfb.stdio[3];
  if (!channel || !("on" in channel)) throw new Error("Xvfb: no display channel");
  let text = "";
  let stderr = "";
  xvfb.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Xvfb did not start within 10 s: ${stderr}`));
    }, 10_000);
    channel.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    xvfb.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}: ${stderr}`));
    });
  });
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${webDriverBinary} exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${webDriverBinary} did not answer ${url} within 10 s: ${stderr}`);
}

/** SIGTERM by process id, then SIGKILL if it is still there after 3 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, "exit");
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid && child.exitCode === null && process.kill(child.pid, "SIGKILL"), 3_000);
  await exited;
  clearTimeout(timer);
}
