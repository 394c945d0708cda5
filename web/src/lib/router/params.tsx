import { createContext, type ReactNode, useContext } from 'react';

/** A page's parameters, from the route table's pattern (`/material/:id` gives `id`). */
export type Params = Readonly<Record<string, string | undefined>>;

const ParamsContext = createContext<Params>({});

/** Gives the page under it the parameters its address matched with. */
export function ParamsProvider({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

/** The current page's parameters. */
export const useParams = (): Params => useContext(ParamsContext);
