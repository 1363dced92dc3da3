import { expect, type Locator, type Page } from '@playwright/test';

/** A fixed or sticky element over a control it does not contain: what covers what, and where. */
export interface Overlap {
  cover: string;
  control: string;
}

/**
 * The fixed and sticky elements on screen that intersect a button or link they do not contain (issue 29: the AI
 * coach badge covered timers, Pause, START TRAINING and a dialog's Close). Elements behind a modal (inert) are
 * left out, and so are full-screen layers (a modal or its backdrop covers the page by design).
 */
export function overlapsOnScreen(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const shown = (element: Element) => {
      if (element.closest('[inert]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Visually hidden (sr-only, a skip link until focused): nothing to cover.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${label}"`;
    };
    const covers = [...document.querySelectorAll('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (!shown(element)) return false;
      const rect = element.getBoundingClientRect();
      return rect.width * rect.height < 0.9 * viewport.width * viewport.height;
    });
    const controls = [
      ...document.querySelectorAll('button, a[href], [role="button"], input:not([type="hidden"]), select, textarea'),
    ].filter(shown);
    const found: { cover: string; control: string }[] = [];
    for (const cover of covers) {
      const a = cover.getBoundingClientRect();
      for (const control of controls) {
        if (cover.contains(control) || control.contains(cover)) continue;
        const b = control.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 1 && height > 1) found.push({ cover: describe(cover), control: describe(control) });
      }
    }
    return found;
  });
}

/** No fixed or sticky element covers a control on the page as it is now. */
export async function expectNothingCoversAControl(page: Page, screen: string): Promise<void> {
  expect(await overlapsOnScreen(page), `fixed or sticky elements over controls on ${screen}`).toEqual([]);
}

/** The document is no wider than the viewport: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, `the document's width on ${screen} (viewport ${widths.viewport} px)`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/**
 * Nothing inside the open dialog scrolls: a game or practice step fits its screen while the learner speaks
 * (issue 29 §2). Lists each scrolling box with its heights when one does.
 */
export async function expectDialogFitsScreen(page: Page, screen: string): Promise<void> {
  const scrollers = await page
    .getByRole('dialog')
    .first()
    .evaluate((dialog) =>
      [dialog, ...dialog.querySelectorAll('*')]
        .filter((element) => {
          const { overflowY } = getComputedStyle(element);
          return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
        })
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollHeight} px in ${element.clientHeight}`,
        ),
    );
  expect(scrollers, `boxes that scroll on ${screen}`).toEqual([]);
}

/** The element lies wholly inside the viewport. */
export async function expectWithinViewport(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is on screen`).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(
    { left: box.x >= -0.5, top: box.y >= -0.5, right: box.x + box.width <= viewport.width + 0.5 },
    `${what} within ${viewport.width}x${viewport.height}: ${JSON.stringify(box)}`,
  ).toEqual({ left: true, top: true, right: true });
  expect(box.y + box.height, `${what}'s bottom within ${viewport.width}x${viewport.height}`).toBeLessThanOrEqual(
    viewport.height + 0.5,
  );
}

/** The element is drawn whole: no ancestor that clips its overflow cuts it (issue 29: the "You" badge read "Y…"). */
export async function expectNotClipped(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is on screen`).toBeVisible();
  const clipped = await locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const ownStyle = getComputedStyle(element);
    const clips = ownStyle.overflowX !== 'visible' || ownStyle.overflowY !== 'visible';
    if (clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1))
      return `its own content overflows (${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight})`;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (
        own.left < box.left - 0.5 ||
        own.right > box.right + 0.5 ||
        own.top < box.top - 0.5 ||
        own.bottom > box.bottom + 0.5
      )
        return `cut by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
    }
    return null;
  });
  expect(clipped, `${what} is drawn whole`).toBeNull();
}
