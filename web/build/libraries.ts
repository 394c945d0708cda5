/**
 * The libraries every page runs (React, the router, the data cache, class names), which each build
 * puts in one chunk of its own: the shop's pages and the back office's.
 */
export const LIBRARIES =
  /node_modules[\\/](?:react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](?:react-query|query-core)|clsx|class-variance-authority)[\\/]/;
