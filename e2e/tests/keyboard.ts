import { expect, type Locator, type Page } from './fixtures';

/**
 * What is wrong with the focus indicator of the focused element, if anything: none drawn
 * (neither an outline nor a ring shadow), or one that fades in (a transition on the outline, the
 * shadow, or the opacity of the element or an ancestor) instead of showing at once.
 */
export function focusRingProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const described = `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // A ring is a box-shadow with no offset and no blur, only a spread (Tailwind's ring-*).
    const hasRing = /0px 0px 0px [1-9]/.test(style.boxShadow);
    if (!hasOutline && !hasRing) return `${described}: no visible focus indicator`;
    const fades = (node: Element, property: RegExp) =>
      node
        .getAnimations()
        .some(
          (animation) =>
            animation instanceof CSSTransition &&
            animation.playState === 'running' &&
            property.test(animation.transitionProperty),
        );
    if (fades(element, /^(outline|box-shadow)/)) return `${described}: the focus ring fades in`;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (fades(node, /^opacity$/)) return `${described}: shown by an opacity fade`;
    }
    return null;
  });
}

/**
 * A keyboard-only user: moves the focus with Tab and Shift+Tab, and notes every focus stop on the
 * way whose indicator is missing or fades in.
 */
export class KeyboardUser {
  readonly focusProblems: string[] = [];

  constructor(private readonly page: Page) {}

  /** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
  async tabTo(target: Locator, { backwards = false, limit = 60 } = {}) {
    await expect(target).toBeVisible();
    for (let presses = 0; presses <= limit; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const problem = await focusRingProblem(this.page);
      if (problem && !this.focusProblems.includes(problem)) this.focusProblems.push(problem);
    }
    throw new Error(`${String(target)} was not reached within ${limit} presses of Tab`);
  }

  /** Reaches a field by Tab and types into it. */
  async typeInto(field: Locator, text: string) {
    await this.tabTo(field);
    await this.page.keyboard.type(text);
  }

  /** Reaches a control by Tab and presses a key on it (Enter by default). */
  async activate(control: Locator, key = 'Enter') {
    await this.tabTo(control);
    await this.page.keyboard.press(key);
  }
}
