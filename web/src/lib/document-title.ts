/**
 * The tab title, decided in one place (issue 23 §7): the current route's own title from the route
 * table, unless a screen on it names one from its data (a material's name, "Exam Not Found"). Kept
 * as plain values rather than set by whichever effect runs last, so the order in which React runs
 * the leaving and the arriving screens' effects cannot leave the previous page's title.
 */
let routeTitle: string | null = null;
const screenTitles: { title: string }[] = [];
/** The title before the first screen named one, put back when none is left and no route names one. */
let before: string | null = null;

function show() {
  const title = screenTitles.at(-1)?.title ?? routeTitle ?? before;
  if (title !== null) document.title = title;
}

/** The current route's title (`RouteTitle` in the app's layouts); null when no route is shown. */
export function showRouteTitle(title: string | null) {
  routeTitle = title;
  show();
}

/** A screen's own title, shown over the route's until the returned function takes it back. */
export function showScreenTitle(title: string): () => void {
  if (screenTitles.length === 0) before = document.title;
  const entry = { title };
  screenTitles.push(entry);
  show();
  return () => {
    screenTitles.splice(screenTitles.indexOf(entry), 1);
    show();
  };
}
