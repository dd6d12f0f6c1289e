import { describe, expect, it } from "vitest";
import { createParticles, forEachLink, type Particle, pointerPull, stepParticles } from "~/lib/motion/particles";

const particle = (x: number, y: number): Particle => ({ x, y, vx: 0, vy: 0, radius: 1 });

describe("particles", () => {
  it("makes sixty particles inside the canvas", () => {
    const particles = createParticles(800, 600);
    expect(particles).toHaveLength(60);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(600);
    }
  });

  it("links pairs closer than 150px only", () => {
    const links: [number, number][] = [];
    const ps = [particle(0, 0), particle(149, 0), particle(0, 151)];
    forEachLink(ps, (a, b) => links.push([ps.indexOf(a), ps.indexOf(b)]));
    expect(links).toEqual([[0, 1]]);
  });

  it("pulls towards the pointer within 500px, and not beyond", () => {
    expect(pointerPull(499)).toBeGreaterThan(0);
    expect(pointerPull(500)).toBe(0);
    expect(pointerPull(100)).toBeGreaterThan(pointerPull(400));

    const near = particle(100, 100);
    const far = particle(100, 100);
    stepParticles([near], 2000, 2000, { x: 400, y: 100 });
    stepParticles([far], 2000, 2000, { x: 700, y: 100 });
    expect(near.vx).toBeGreaterThan(0);
    expect(far.vx).toBe(0);
  });

  it("keeps particles inside the canvas by bouncing off its edges", () => {
    const p = { ...particle(799.9, 10), vx: 1 };
    stepParticles([p], 800, 600, null);
    expect(p.x).toBeLessThanOrEqual(800);
    expect(p.vx).toBeLessThan(0);
  });
});
