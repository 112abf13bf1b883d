import { describe, expect, it } from "vitest";
import { isCutOff } from "./keep-in-sight";

/** A control `height` high whose top is at `top` on a screen 500 px high. */
const at = (top: number, height = 40) => ({ top, bottom: top + height, height });

describe("isCutOff (is the focused control worth scrolling back into view?)", () => {
  it("leaves a control that shows whole where it is, also against the screen's edges", () => {
    expect(isCutOff(at(200), 500)).toBe(false);
    expect(isCutOff(at(0), 500)).toBe(false);
    expect(isCutOff(at(460), 500)).toBe(false);
  });

  it("scrolls a control cut off by the bottom edge or entirely below it (a 'Versturen' pushed down by a reply)", () => {
    expect(isCutOff(at(480), 500)).toBe(true);
    expect(isCutOff(at(500), 500)).toBe(true);
    expect(isCutOff(at(1200), 500)).toBe(true);
  });

  it("scrolls a control cut off by the top edge or entirely above it (the page scrolled to the top after a post)", () => {
    expect(isCutOff(at(-10), 500)).toBe(true);
    expect(isCutOff(at(-900), 500)).toBe(true);
  });

  it("leaves a control as tall as the screen or taller alone: scrolling would move its other end out of sight", () => {
    expect(isCutOff(at(-100, 800), 500)).toBe(false);
    expect(isCutOff(at(100, 500), 500)).toBe(false);
  });
});
