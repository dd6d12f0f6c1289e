import { PARTICLE_COUNT, PARTICLE_LINK_DISTANCE_PX, PARTICLE_MOUSE_RADIUS_PX } from "./motion-timings";

// The background's particle physics, kept apart from the canvas so it can be tested: particles
// drift, bounce off the edges, and lean towards the pointer when it is within 500px; pairs closer than 150px
// are linked, the link fading with distance.

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Drift speed in px per frame at 60 frames a second, and the ceiling the pointer's pull cannot push past. */
const DRIFT_SPEED = 0.35;
const MAX_SPEED = 1.4;
const POINTER_PULL = 0.012;

export function createParticles(width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => {
    const angle = random() * Math.PI * 2;
    const speed = DRIFT_SPEED * (0.4 + random() * 0.6);
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      radius: 1 + random() * 1.6,
    };
  });
}

/** Pull on a particle at `distance` from the pointer: none beyond the radius, strongest close by. */
export function pointerPull(distance: number): number {
  if (distance >= PARTICLE_MOUSE_RADIUS_PX || distance === 0) return 0;
  return POINTER_PULL * (1 - distance / PARTICLE_MOUSE_RADIUS_PX);
}

/** Advances every particle by `frames` (1 = one frame at 60 fps), in place. */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  pointer: Point | null,
  frames = 1,
): void {
  for (const p of particles) {
    if (pointer) {
      const dx = pointer.x - p.x;
      const dy = pointer.y - p.y;
      const pull = pointerPull(Math.hypot(dx, dy)) * frames;
      p.vx += dx * pull * 0.05;
      p.vy += dy * pull * 0.05;
    }
    const speed = Math.hypot(p.vx, p.vy);
    if (speed > MAX_SPEED) {
      p.vx = (p.vx / speed) * MAX_SPEED;
      p.vy = (p.vy / speed) * MAX_SPEED;
    } else if (!pointer && speed > DRIFT_SPEED * 1.5) {
      // Once the pointer leaves, particles ease back to a drift.
      p.vx *= 0.98;
      p.vy *= 0.98;
    }
    p.x += p.vx * frames;
    p.y += p.vy * frames;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/** Calls `link` for each pair closer than the link distance, with its strength (1 touching, 0 at the limit). */
export function forEachLink(
  particles: readonly Particle[],
  link: (a: Particle, b: Particle, strength: number) => void,
): void {
  const limit = PARTICLE_LINK_DISTANCE_PX * PARTICLE_LINK_DISTANCE_PX;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i];
    if (!a) continue;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j];
      if (!b) continue;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      // Squared distances first: the square root is paid only for the few pairs that are linked.
      const squared = dx * dx + dy * dy;
      if (squared < limit) link(a, b, 1 - Math.sqrt(squared) / PARTICLE_LINK_DISTANCE_PX);
    }
  }
}
