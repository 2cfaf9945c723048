/**
 * Where a box goes beside the thing it belongs to without covering it or its neighbours: a
 * mark's label beside its ring, a choice panel beside what is being chosen. Pure geometry
 * on rectangles measured by the caller (in one coordinate system), so the same placement
 * serves the SVG labels and the HTML panel, and is tested without a browser.
 */

export interface Rect { x: number; y: number; w: number; h: number }

/** The area two rectangles share (0 when they only touch). */
export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The smallest rectangle holding every one of `rects` (null for none). */
export function union(rects: Rect[]): Rect | null {
  if (!rects.length) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: right - x, h: bottom - y };
}

/** Spots for a `w` x `h` box around `anchor`, `gap` away: first the four readable ones
 * (right, left, below, above, centred on the anchor), then every spot along each side in
 * steps of `slide`, nearest to the anchor's centre first. */
function around(anchor: Rect, w: number, h: number, gap: number, slide = 10): Rect[] {
  const cx = anchor.x + anchor.w / 2;
  const cy = anchor.y + anchor.h / 2;
  const right = anchor.x + anchor.w + gap;
  const left = anchor.x - gap - w;
  const below = anchor.y + anchor.h + gap;
  const above = anchor.y - gap - h;
  const first: [number, number][] = [[right, cy - h / 2], [left, cy - h / 2], [cx - w / 2, below], [cx - w / 2, above]];
  const more: [number, number][] = [];
  for (let y = anchor.y - h; y <= anchor.y + anchor.h; y += slide) more.push([right, y], [left, y]);
  for (let x = anchor.x - w; x <= anchor.x + anchor.w; x += slide) more.push([x, below], [x, above]);
  const far = ([x, y]: [number, number]) => Math.hypot(x + w / 2 - cx, y + h / 2 - cy);
  more.sort((a, b) => far(a) - far(b));
  return [...first, ...more].map(([x, y]) => ({ x, y, w, h }));
}

/** The spot for a `w` x `h` box near `anchor` that covers none of `obstacles` (pass the
 * anchor itself among them: a label never hides what it labels) and stays inside `bounds`.
 * Spots further away are tried ring by ring (`rings` of them, 10 apart); when every spot
 * covers something, the one covering fewest things, then least of them, is taken. `cost`
 * is 0 for a spot that covers nothing. */
export function searchSpot(anchor: Rect, w: number, h: number, obstacles: Rect[], bounds: Rect, gap = 4, rings = 20): { spot: Rect; cost: number } {
  let best: Rect | null = null;
  let bestCost = Infinity;
  for (let ring = 0; ring < rings; ring++) {
    for (const spot of around(anchor, w, h, gap + ring * 10)) {
      const inside = spot.x >= bounds.x && spot.y >= bounds.y
        && spot.x + w <= bounds.x + bounds.w && spot.y + h <= bounds.y + bounds.h;
      if (!inside) continue;
      let covered = 0;
      let area = 0;
      for (const o of obstacles) {
        const a = overlap(spot, o);
        if (a > 0) {
          covered++;
          area += a;
        }
      }
      if (covered === 0) return { spot, cost: 0 };
      // covering fewer things wins, then less of them; nearer spots win a tie
      const weighted = covered * 1e6 + area + ring;
      if (weighted < bestCost) {
        best = spot;
        bestCost = weighted;
      }
    }
  }
  if (best) return { spot: best, cost: bestCost };
  // nothing fits inside the bounds: the first spot, pulled inside as far as it can be
  const first = around(anchor, w, h, gap)[0];
  return {
    spot: {
      x: Math.max(bounds.x, Math.min(first.x, bounds.x + bounds.w - w)),
      y: Math.max(bounds.y, Math.min(first.y, bounds.y + bounds.h - h)), w, h,
    },
    cost: Infinity,
  };
}

/** `searchSpot`'s spot alone. */
export function freeSpot(anchor: Rect, w: number, h: number, obstacles: Rect[], bounds: Rect, gap = 4, rings = 20): Rect {
  return searchSpot(anchor, w, h, obstacles, bounds, gap, rings).spot;
}
