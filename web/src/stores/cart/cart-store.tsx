import {
  addItem,
  CART_STORAGE_KEY,
  type CartItem,
  type CartKey,
  cartTotals,
  type NewCartItem,
  parseStoredCart,
  removeItem,
  sameItem,
  updateQuantity,
} from '@the-gate/contract/cart';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export type CartContextValue = {
  items: CartItem[];
  totalItems: number;
  totalPrice: number;
  isOpen: boolean;
  /** Adds one; `open: true` also opens the drawer, as catalogue cards do (CART-03). */
  add(item: NewCartItem, options?: { open?: boolean }): void;
  remove(key: CartKey): void;
  setQuantity(key: CartKey, quantity: number): void;
  clear(): void;
  isInCart(key: CartKey): boolean;
  setOpen(open: boolean): void;
  toggle(): void;
};

const CartContext = createContext<CartContextValue | null>(null);

function loadCart(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch (error) {
    // A corrupt stored cart starts empty; the only trace is a log line (GLB-11).
    console.log('Could not read the stored cart; starting with an empty one.', error);
    return [];
  }
}

/**
 * The cart of a page rendered on the server, until the stored one is read: what the server had
 * (nothing), never saved, so a stored cart is not overwritten by it.
 */
const NOT_LOADED: CartItem[] = [];

type CartProviderProps = {
  children: ReactNode;
  /** Server rendering and hydration: the first render shows an empty cart, as the HTML did, and the stored one follows. */
  loadAfterHydration?: boolean;
};

/** The cart: loaded from local storage on start, saved after every change to its items (A§4). */
export function CartProvider({ children, loadAfterHydration = false }: CartProviderProps) {
  const [items, setItems] = useState<CartItem[]>(() => (loadAfterHydration ? NOT_LOADED : loadCart()));
  const [isOpen, setOpen] = useState(false);

  // As a transition: the page drawn again with the stored cart yields to the browser as it goes,
  // instead of one long task right after hydration.
  useEffect(() => {
    startTransition(() => setItems((current) => (current === NOT_LOADED ? loadCart() : current)));
  }, []);

  useEffect(() => {
    if (items === NOT_LOADED) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  }, [items]);

  // Another tab changed the cart: follow it, so two tabs never overwrite each other's lines.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback((item: NewCartItem, options?: { open?: boolean }) => {
    setItems((current) => addItem(current, item));
    if (options?.open) setOpen(true);
  }, []);
  const remove = useCallback((key: CartKey) => setItems((current) => removeItem(current, key)), []);
  const setQuantity = useCallback(
    (key: CartKey, quantity: number) => setItems((current) => updateQuantity(current, key, quantity)),
    [],
  );
  const clear = useCallback(() => setItems([]), []);
  const toggle = useCallback(() => setOpen((open) => !open), []);

  const value = useMemo<CartContextValue>(() => {
    const totals = cartTotals(items);
    return {
      items,
      ...totals,
      isOpen,
      add,
      remove,
      setQuantity,
      clear,
      isInCart: (key) => items.some((line) => sameItem(line, key)),
      setOpen,
      toggle,
    };
  }, [items, isOpen, add, remove, setQuantity, clear, toggle]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; using it outside CartProvider is a programming error (GLB-12). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider.');
  return cart;
}
