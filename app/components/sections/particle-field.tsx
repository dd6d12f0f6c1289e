import { useEffect, useRef, useState } from "react";
import { useMotion } from "~/components/motion/motion-provider";
import { createParticles, forEachLink, type Particle, type Point, stepParticles } from "~/lib/particles";

interface Scene {
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  ratio: number;
  particles: Particle[];
  pointer: Point | null;
}

/** Physics runs in 60-per-second frame units; drawing happens at most 30 times a second. The drift is slow
 * enough that 30 look the same as 60, and it halves the work on the main thread. */
const FRAME_MS = 1000 / 60;
const DRAW_INTERVAL_MS = 1000 / 30;

function draw({ context, width, height, ratio, particles }: Scene): void {
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
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
 * The decorative background (spec section 1): sixty purple particles drifting on a canvas, linked when close and
 * drawn towards the pointer. The canvas is sized for the device pixel ratio. It animates only while motion plays,
 * the canvas is on screen and the tab is visible; otherwise it shows one still frame. Fills its positioned parent.
 */
export function ParticleField({ className = "pointer-events-none absolute inset-0 -z-10 h-full w-full" }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<Scene | null>(null);
  const { paused } = useMotion();
  const [onScreen, setOnScreen] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);
  const running = !paused && onScreen && tabVisible;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const scene: Scene = { context, width: 0, height: 0, ratio: 1, particles: [], pointer: null };
    sceneRef.current = scene;

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
      scene.ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * scene.ratio);
      canvas.height = Math.round(height * scene.ratio);
      draw(scene);
    };
    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const intersectionObserver = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    intersectionObserver.observe(canvas);

    const onVisibility = () => setTabVisible(document.visibilityState === "visible");
    const onPointerMove = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      scene.pointer = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const onPointerLeave = () => {
      scene.pointer = null;
    };
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pointermove", onPointerMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onPointerLeave);
    return () => {
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pointermove", onPointerMove);
      document.documentElement.removeEventListener("pointerleave", onPointerLeave);
      sceneRef.current = null;
    };
  }, []);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || scene.width === 0) return;
    if (!running) {
      draw(scene);
      return;
    }
    let frame = 0;
    let last = performance.now();
    const loop = (now: number) => {
      frame = requestAnimationFrame(loop);
      if (now - last < DRAW_INTERVAL_MS - 2) return;
      // Frames may come late (a busy main thread); the step scales with the time that passed, up to four frames.
      const frames = Math.min(Math.max((now - last) / FRAME_MS, 0), 4);
      last = now;
      stepParticles(scene.particles, scene.width, scene.height, scene.pointer, frames);
      draw(scene);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  return <canvas ref={canvasRef} aria-hidden="true" data-state={running ? "running" : "still"} className={className} />;
}
