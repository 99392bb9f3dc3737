/**
 * On an Algolia build the DocSearch button is in the server-rendered HTML, but its code loads lazily: a click
 * before it has hydrated reached no handler and was lost. This remembers such a click, from a listener added as
 * soon as the main bundle runs, and ./AlgoliaSearch.tsx opens the search once it has mounted.
 */
const BUTTON = '.DocSearch-Button';

let mounted = false;
let clickedEarly = false;

export function listenForEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!mounted && event.target instanceof Element && event.target.closest(BUTTON)) clickedEarly = true;
    },
    true,
  );
}

/** Called once the search box has mounted: presses the now-hydrated button if a reader clicked it earlier. */
export function replayEarlyClick(): void {
  mounted = true;
  if (!clickedEarly) return;
  clickedEarly = false;
  document.querySelector<HTMLElement>(BUTTON)?.click();
}
