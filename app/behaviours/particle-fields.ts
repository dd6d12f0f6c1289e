import { createParticles, forEachLink, type Particle, type Point, stepParticles } from "~/lib/motion/particles";
import { motionPaused, onMotionChange } from "./motion";
import { particleFieldHook, particleStateHook } from "~/lib/document/page-hooks";

interface Scene {
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  particles: Particle[];
  pointer: Point | null;
}

/** Physics runs in 60-per-second frame units; drawing happens at most 30 times a second. The drift is slow
 * enough that 30 look the same as 60, and it halves the work on the main thread. */
const FRAME_MS = 1000 / 60;
const DRAW_INTERVAL_MS = 1000 / 30;

function draw({ context, width, height, particles }: Scene): void {
  context.clearRect(0, 0, width, height);
  // One colour and a per-link alpha: measured about twice as fast as a colour string per link, or as batching
  // the links into a few paths, on a software-rasterised canvas (phones without GPU canvas, headless Chromium).
  context.lineWidth = 1;
  context.strokeStyle = "rgb(167, 139, 250)";
  forEachLink(particles, (a, b, strength) => {
    context.globalAlpha = strength * 0.4;
    context.beginPath();
    context.moveTo(a.x, a.y);
    context.lineTo(b.x, b.y);
    context.stroke();
  });
  context.globalAlpha = 0.9;
  context.fillStyle = "rgb(196, 181, 253)";
  context.beginPath();
  for (const p of particles) {
    context.moveTo(p.x + p.radius, p.y);
    context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
  }
  context.fill();
  context.globalAlpha = 1;
}

/**
 * The decorative background on a `<canvas data-particle-field>`: sixty purple particles drifting, linked when
 * close and drawn towards the pointer (the physics is lib/motion/particles.ts). It animates only while motion plays,
 * the canvas is on screen and the tab is visible, and otherwise shows one still frame; `data-state` says which.
 *
 * The canvas has one pixel per CSS pixel, whatever the screen's pixel ratio, and the browser scales it up. Each
 * frame is cleared, drawn and handed to the compositor on the main thread: at a phone's ratio of 1.75 to 3 a sharp
 * canvas is 3 to 9 times the pixels, which on a phone without GPU canvas (and in Lighthouse's headless Chromium)
 * made the hero's animation the home page's main cost while it loads. Soft lines do not show in a background.
 */
function startParticleField(canvas: HTMLCanvasElement): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  const scene: Scene = { context, width: 0, height: 0, particles: [], pointer: null };
  let onScreen = false;
  let frame: number | undefined;

  const loop = (last: number) => (now: number) => {
    if (now - last < DRAW_INTERVAL_MS - 2) {
      frame = requestAnimationFrame(loop(last));
      return;
    }
    // Frames may come late (a busy main thread); the step scales with the time that passed, up to four frames.
    const frames = Math.min(Math.max((now - last) / FRAME_MS, 0), 4);
    stepParticles(scene.particles, scene.width, scene.height, scene.pointer, frames);
    draw(scene);
    frame = requestAnimationFrame(loop(now));
  };

  const update = () => {
    const running = !motionPaused() && onScreen && document.visibilityState === "visible" && scene.width > 0;
    canvas.setAttribute(particleStateHook.name, running ? "running" : "still");
    if (running && frame === undefined) frame = requestAnimationFrame(loop(performance.now()));
    if (!running && frame !== undefined) {
      cancelAnimationFrame(frame);
      frame = undefined;
      if (scene.width > 0) draw(scene);
    }
  };

  const resize = () => {
    const { width, height } = canvas.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    if (scene.particles.length === 0) scene.particles = createParticles(width, height);
    else {
      for (const p of scene.particles) {
        p.x *= width / scene.width;
        p.y *= height / scene.height;
      }
    }
    scene.width = width;
    scene.height = height;
    canvas.width = Math.round(width);
    canvas.height = Math.round(height);
    draw(scene);
    update();
  };

  new ResizeObserver(resize).observe(canvas);
  new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? false;
    update();
  }).observe(canvas);
  document.addEventListener("visibilitychange", update);
  onMotionChange(update);
  window.addEventListener(
    "pointermove",
    (event) => {
      const rect = canvas.getBoundingClientRect();
      scene.pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    },
    { passive: true },
  );
  document.documentElement.addEventListener("pointerleave", () => {
    scene.pointer = null;
  });
  update();
}

export function startParticleFields(): void {
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>(`canvas${particleFieldHook.selector}`))
    startParticleField(canvas);
}
