/**
 * The foundation's app shell: proves the server serves the built app for every route. The real
 * layout, router and screens replace it in the web app issue.
 */
export function AppShell() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>The Gate</h1>
      <p>Cambridge Checkpoint English First Language resources for Years 5 to 8.</p>
      <p>
        The storefront is being built. The API and its documentation are at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
