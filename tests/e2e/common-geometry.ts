// Geometry checks of the browser tests: whether two boxes on screen overlap.
import { expect, type Locator } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function boxOf(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

/** `toast` covers none of `others` (each named for the message). */
export async function expectNotCovering(toast: Locator, others: Record<string, Box>): Promise<void> {
  // where the toast comes to rest (it slides in)
  let t = await boxOf(toast);
  for (let i = 0; i < 20; i++) {
    await toast.page().waitForTimeout(100);
    const next = await boxOf(toast);
    if (JSON.stringify(next) === JSON.stringify(t)) break;
    t = next;
  }
  for (const [name, box] of Object.entries(others)) {
    expect(overlaps(t, box), `toast ${JSON.stringify(t)} covers ${name} ${JSON.stringify(box)}`).toBe(false);
  }
}
