// Renders the carousel's slide videos (public/media/slides/*.webm): animated versions of the abstract art in
// public/images/slides, drawn on a canvas in headless Chromium and recorded with MediaRecorder (VP9), so no video
// tool is needed. Each loop lasts one carousel interval and ends where it began.
// Run: npm run slide-videos   (about 40 s; uses the Chromium the browser tests use)
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

const WIDTH = 960;
const HEIGHT = 540;
const SECONDS = 8;
const BITS_PER_SECOND = 320_000;
const names = ["quantum", "robotics", "scalable-ai", "ventures"];

// Runs in the page: draws frame `t` (seconds, 0..SECONDS) of scene `name`.
function scenes() {
  const TAU = Math.PI * 2;
  const backdrop = (g, w, h) => {
    g.fillStyle = "#0d0b1a";
    g.fillRect(0, 0, w, h);
    for (const [x, y, r, color] of [
      [0.3 * w, 0.35 * h, 0.7 * w, "124,58,237,0.5"],
      [0.8 * w, 0.75 * h, 0.6 * w, "45,212,191,0.3"],
    ]) {
      const glow = g.createRadialGradient(x, y, 0, x, y, r);
      glow.addColorStop(0, `rgba(${color})`);
      glow.addColorStop(1, `rgba(${color.replace(/[\d.]+$/, "0")})`);
      g.fillStyle = glow;
      g.fillRect(0, 0, w, h);
    }
  };
  const random = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const rnd = random(7);
  const lattice = Array.from({ length: 13 * 7 }, (_, i) => ({
    x: 66 + Math.floor(i / 7) * 69 + (rnd() - 0.5) * 36,
    y: 66 + (i % 7) * 69 + (rnd() - 0.5) * 36,
    phase: rnd() * TAU,
  }));
  return {
    quantum(g, w, h, t, T) {
      backdrop(g, w, h);
      const sources = [
        [0.325 * w, 0.48 * h, "167,139,250"],
        [0.675 * w, 0.52 * h, "94,234,212"],
      ];
      const spacing = 23;
      const shift = (t / T) * spacing * 4; // four ring spacings per loop: the loop is seamless
      g.lineWidth = 1.4;
      for (const [x, y, color] of sources) {
        for (let i = 0; i < 30; i++) {
          const r = (i * spacing + shift) % (30 * spacing);
          g.strokeStyle = `rgba(${color},${Math.max(0.04, 0.55 - r / 900).toFixed(3)})`;
          g.beginPath();
          g.arc(x, y, r, 0, TAU);
          g.stroke();
        }
        g.fillStyle = `rgb(${color})`;
        g.beginPath();
        g.arc(x, y, 6, 0, TAU);
        g.fill();
      }
    },
    robotics(g, w, h, t, T) {
      backdrop(g, w, h);
      const horizon = 0.58 * h;
      g.strokeStyle = "rgba(167,139,250,0.25)";
      g.lineWidth = 1;
      for (let i = -12; i <= 12; i++) {
        g.beginPath();
        g.moveTo(w / 2 + i * 24, horizon);
        g.lineTo(w / 2 + i * 156, h);
        g.stroke();
      }
      const phase = t / T;
      for (let k = 0; k < 8; k++) {
        const y = horizon + (h - horizon) * ((k + phase) / 8) ** 2;
        g.beginPath();
        g.moveTo(0, y);
        g.lineTo(w, y);
        g.stroke();
      }
      const a = TAU * phase;
      const base = [0.4 * w, 0.78 * h];
      const j1 = [
        base[0] + 150 * Math.cos(-1.1 + 0.25 * Math.sin(a)),
        base[1] + 150 * Math.sin(-1.1 + 0.25 * Math.sin(a)),
      ];
      const j2 = [
        j1[0] + 160 * Math.cos(-0.35 + 0.4 * Math.sin(a + 1)),
        j1[1] + 160 * Math.sin(-0.35 + 0.4 * Math.sin(a + 1)),
      ];
      const tip = [
        j2[0] + 95 * Math.cos(0.45 + 0.6 * Math.sin(a + 2)),
        j2[1] + 95 * Math.sin(0.45 + 0.6 * Math.sin(a + 2)),
      ];
      g.setLineDash([4, 8]);
      g.strokeStyle = "rgba(94,234,212,0.5)";
      for (const r of [160, 210, 260]) {
        g.beginPath();
        g.arc(base[0], base[1], r, Math.PI, TAU);
        g.stroke();
      }
      g.setLineDash([]);
      g.lineCap = "round";
      g.strokeStyle = "#c4b5fd";
      g.lineWidth = 9;
      g.beginPath();
      g.moveTo(...base);
      g.lineTo(...j1);
      g.lineTo(...j2);
      g.lineTo(...tip);
      g.stroke();
      for (const [x, y] of [base, j1, j2]) {
        g.fillStyle = "#0d0b1a";
        g.strokeStyle = "#5eead4";
        g.lineWidth = 4;
        g.beginPath();
        g.arc(x, y, 14, 0, TAU);
        g.fill();
        g.stroke();
      }
      g.fillStyle = "rgba(196,181,253,0.85)";
      g.fillRect(base[0] - 48, base[1], 96, 24);
    },
    "scalable-ai"(g, w, h, t, T) {
      backdrop(g, w, h);
      const a = (TAU * t) / T;
      const nodes = lattice.map((n) => ({ x: n.x + 6 * Math.cos(a + n.phase), y: n.y + 6 * Math.sin(a + n.phase) }));
      g.lineWidth = 1;
      for (let i = 0; i < nodes.length; i++) {
        for (let j = i + 1; j < nodes.length; j++) {
          const d = Math.hypot(nodes[i].x - nodes[j].x, nodes[i].y - nodes[j].y);
          if (d > 102) continue;
          g.strokeStyle = `rgba(167,139,250,${((1 - d / 102) * 0.55).toFixed(3)})`;
          g.beginPath();
          g.moveTo(nodes[i].x, nodes[i].y);
          g.lineTo(nodes[j].x, nodes[j].y);
          g.stroke();
        }
      }
      const path = [10, 23, 38, 51, 67, 80].map((i) => nodes[i]);
      g.strokeStyle = "#5eead4";
      g.lineWidth = 3;
      g.beginPath();
      path.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
      g.stroke();
      for (const p of nodes) {
        g.fillStyle = "rgba(221,214,254,0.8)";
        g.beginPath();
        g.arc(p.x, p.y, 2.5, 0, TAU);
        g.fill();
      }
      // A pulse runs along the lit path once per loop.
      const along = (t / T) * (path.length - 1);
      const from = path[Math.floor(along)];
      const to = path[Math.min(Math.floor(along) + 1, path.length - 1)];
      const f = along - Math.floor(along);
      const px = from.x + (to.x - from.x) * f;
      const py = from.y + (to.y - from.y) * f;
      const pulse = g.createRadialGradient(px, py, 0, px, py, 28);
      pulse.addColorStop(0, "rgba(153,246,228,0.95)");
      pulse.addColorStop(1, "rgba(153,246,228,0)");
      g.fillStyle = pulse;
      g.fillRect(px - 28, py - 28, 56, 56);
    },
    ventures(g, w, h, t, T) {
      backdrop(g, w, h);
      const cx = w / 2;
      const cy = 0.62 * h;
      const tilt = (-14 * Math.PI) / 180;
      const radii = [84, 138, 198, 264, 336, 414];
      g.lineWidth = 1.4;
      radii.forEach((r, i) => {
        g.strokeStyle = i % 2 ? `rgba(94,234,212,${0.5 - i * 0.06})` : `rgba(167,139,250,${0.5 - i * 0.06})`;
        g.beginPath();
        g.ellipse(cx, cy, r, r * 0.42, tilt, 0, TAU);
        g.stroke();
      });
      const core = g.createLinearGradient(cx - 42, cy + 42, cx + 42, cy - 42);
      core.addColorStop(0, "#a78bfa");
      core.addColorStop(1, "#5eead4");
      g.fillStyle = core;
      g.beginPath();
      g.arc(cx, cy, 42, 0, TAU);
      g.fill();
      // Whole turns per loop (1, 2, 1, 1), so every body is back at its start when the video loops.
      [1, 2, 3, 4].forEach((ring, i) => {
        const angle = (TAU * t * [1, 2, 1, 1][i]) / T + i * 1.7;
        const x = radii[ring] * Math.cos(angle);
        const y = radii[ring] * 0.42 * Math.sin(angle);
        g.fillStyle = i % 2 ? "#ddd6fe" : "#99f6e4";
        g.beginPath();
        g.arc(
          cx + x * Math.cos(tilt) - y * Math.sin(tilt),
          cy + x * Math.sin(tilt) + y * Math.cos(tilt),
          5 + i * 2,
          0,
          TAU,
        );
        g.fill();
      });
    },
  };
}

async function record(page, name) {
  return page.evaluate(
    async ({ name, width, height, seconds, bits, scenesSource }) => {
      const draw = new Function(`return (${scenesSource})()`)()[name];
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext("2d");
      const recorder = new MediaRecorder(canvas.captureStream(30), {
        mimeType: "video/webm;codecs=vp9",
        videoBitsPerSecond: bits,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      draw(g, width, height, 0, seconds);
      recorder.start();
      const start = performance.now();
      await new Promise((done) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(g, width, height, Math.min(t, seconds), seconds);
          if (t < seconds) requestAnimationFrame(frame);
          else done();
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await new Promise((done) => (recorder.onstop = done));
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { name, width: WIDTH, height: HEIGHT, seconds: SECONDS, bits: BITS_PER_SECOND, scenesSource: scenes.toString() },
  );
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage();
for (const name of names) {
  const data = Buffer.from(await record(page, name), "base64");
  await writeFile(new URL(`../../public/media/slides/${name}.webm`, import.meta.url), data);
  console.log(`${name}.webm ${(data.length / 1024).toFixed(0)} KiB`);
}
await browser.close();
